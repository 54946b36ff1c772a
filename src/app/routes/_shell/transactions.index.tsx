import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { transactionsQuery } from '../../../resources/transactions/query';
import { TransactionListView } from '../../../resources/transactions/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/transactions/')({
  validateSearch: listSearch(transactionsQuery),
  component: function Transactions() {
    const { user } = useShell();
    return (
      <TransactionListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
      />
    );
  },
});
