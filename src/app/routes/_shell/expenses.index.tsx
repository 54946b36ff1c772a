import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { ExpenseListView } from '../../../resources/expenses/pages';
import { expensesQuery } from '../../../resources/expenses/query';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/expenses/')({
  validateSearch: listSearch(expensesQuery),
  component: function ExpenseList() {
    const { user } = useShell();
    return (
      <ExpenseListView search={Route.useSearch()} exportable={Boolean(user && canExport(user))} />
    );
  },
});
