import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { payrollRunsQuery } from '../../../resources/payroll-runs/query';
import { PayrollRunListView } from '../../../resources/payroll-runs/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/payroll_runs/')({
  validateSearch: listSearch(payrollRunsQuery),
  component: function PayrollRuns() {
    const { user } = useShell();
    return (
      <PayrollRunListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
      />
    );
  },
});
