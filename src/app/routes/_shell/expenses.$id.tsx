import { createFileRoute } from '@tanstack/react-router';
import { ExpenseDetailView } from '../../../resources/expenses/pages';

export const Route = createFileRoute('/_shell/expenses/$id')({
  component: function ExpenseDetail() {
    return <ExpenseDetailView id={Route.useParams().id} />;
  },
});
