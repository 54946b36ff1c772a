import { createFileRoute } from '@tanstack/react-router';
import { expensesResource } from '../../../resources/expenses/contract';
import { expensesForm } from '../../../resources/expenses/form';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** A new expense, or with `?id=` a draft or rejected one to change. */
export const Route = createFileRoute('/_shell/expenses/new')({
  staticData: { specPath: '/expenses' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function ExpenseForm() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={expensesResource.apiPath}
        form={expensesForm}
        path="/expenses"
        noun="expense"
        plural="expenses"
      />
    );
  },
});
