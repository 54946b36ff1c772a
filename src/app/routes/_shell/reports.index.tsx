import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { reportRunsQuery } from '../../../resources/reports/query';
import { ReportListView } from '../../../resources/reports/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/reports/')({
  validateSearch: listSearch(reportRunsQuery),
  component: function Reports() {
    const { user } = useShell();
    return (
      <ReportListView search={Route.useSearch()} exportable={Boolean(user && canExport(user))} />
    );
  },
});
