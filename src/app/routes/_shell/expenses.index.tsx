import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { expensesQuery } from '../../../domain/resources/expenses-query';
import { ExpenseListView } from '../../features/expenses/expenses-pages';
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
