import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/shell/not-available-yet';

export const Route = createFileRoute('/_shell/developers')({
  staticData: { placeholder: true },
  component: NotAvailableYet,
});
