import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { timeOffRequestsForm } from '../../../resources/time-off-requests/form';
import { ptoBalancesQuery } from '../../../resources/pto/query';
import { PtoBalancesView } from '../../../resources/pto/balances';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/pto_rules_accruals')({
  validateSearch: listSearch(ptoBalancesQuery),
  component: function Pto() {
    const { user } = useShell();
    return (
      <PtoBalancesView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        requestable={Boolean(user && timeOffRequestsForm.may.create(user))}
      />
    );
  },
});
