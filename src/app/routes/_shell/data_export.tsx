import { createFileRoute } from '@tanstack/react-router';
import { DataExportPage } from '../../features/data-export/data-export-page';

export const Route = createFileRoute('/_shell/data_export')({
  component: DataExportPage,
});
