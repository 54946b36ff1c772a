import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { paycheckDeductionsQuery } from '../../../resources/payroll-runs/query';
import { PaycheckDeductionListView } from '../../../resources/payroll-runs/settings';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/paycheck_deductions/')({
  validateSearch: listSearch(paycheckDeductionsQuery),
  component: function PaycheckDeductions() {
    const { user } = useShell();
    return (
      <PaycheckDeductionListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
      />
    );
  },
});
