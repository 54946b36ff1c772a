import { createFileRoute } from '@tanstack/react-router';
import { PayrollBankAccountFormView } from '../../features/payroll-bank-accounts/payroll-bank-accounts-pages';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/payroll_bank_accounts/new')({
  staticData: { specPath: '/payroll_bank_accounts' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewPayrollBankAccount() {
    return <PayrollBankAccountFormView id={Route.useSearch().id} />;
  },
});
