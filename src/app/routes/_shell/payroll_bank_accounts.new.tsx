import { createFileRoute } from '@tanstack/react-router';
import { payrollBankAccountsResource } from '../../../resources/payroll-bank-accounts/contract';
import { payrollBankAccountsForm } from '../../../resources/payroll-bank-accounts/form';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/payroll_bank_accounts/new')({
  staticData: { specPath: '/payroll_bank_accounts' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewPayrollBankAccount() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={payrollBankAccountsResource.apiPath}
        form={payrollBankAccountsForm}
        path="/payroll_bank_accounts"
        noun="payroll bank account"
        plural="payroll bank accounts"
        submitLabel="Add bank account"
      />
    );
  },
});
