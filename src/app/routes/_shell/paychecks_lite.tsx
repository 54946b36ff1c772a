import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { paychecksQuery } from '../../../resources/payroll-runs/query';
import { PaycheckListView } from '../../../resources/payroll-runs/paychecks';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/paychecks_lite')({
  validateSearch: listSearch(paychecksQuery),
  component: function PaychecksLite() {
    const { user } = useShell();
    return (
      <PaycheckListView
        lite
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
      />
    );
  },
});
