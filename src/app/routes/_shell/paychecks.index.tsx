import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { paychecksQuery } from '../../../resources/payroll-runs/query';
import { PaycheckListView } from '../../../resources/payroll-runs/paychecks';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/paychecks/')({
  validateSearch: listSearch(paychecksQuery),
  component: function Paychecks() {
    const { user } = useShell();
    return (
      <PaycheckListView search={Route.useSearch()} exportable={Boolean(user && canExport(user))} />
    );
  },
});
