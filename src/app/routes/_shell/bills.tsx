import { createFileRoute } from '@tanstack/react-router';
import { canExport, canSeeTransactions } from '../../../domain/policy/capabilities';
import { transactionsQuery } from '../../../resources/transactions/query';
import { BillListView } from '../../../resources/transactions/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/bills')({
  validateSearch: listSearch(transactionsQuery),
  component: function Bills() {
    const { user } = useShell();
    return (
      <BillListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        linked={Boolean(user && canSeeTransactions(user))}
      />
    );
  },
});
