import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { canadaPayrollQuery } from '../../../resources/canada-payroll/query';
import { CanadaPayrollView } from '../../../resources/canada-payroll/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/canada-payroll')({
  validateSearch: listSearch(canadaPayrollQuery),
  component: function CanadaPayroll() {
    const { user } = useShell();
    return (
      <CanadaPayrollView search={Route.useSearch()} exportable={Boolean(user && canExport(user))} />
    );
  },
});
