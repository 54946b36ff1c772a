import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { transactionItemsQuery } from '../../../resources/transactions/query';
import { TransactionItemListView } from '../../../resources/transactions/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/transaction_items')({
  validateSearch: listSearch(transactionItemsQuery),
  component: function TransactionItems() {
    const { user } = useShell();
    return (
      <TransactionItemListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
      />
    );
  },
});
