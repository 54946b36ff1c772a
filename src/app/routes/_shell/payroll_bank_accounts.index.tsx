import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { payrollBankAccountsForm } from '../../../resources/payroll-bank-accounts/form';
import { PayrollBankAccountListView } from '../../../resources/payroll-bank-accounts/pages';
import { payrollBankAccountsQuery } from '../../../resources/payroll-bank-accounts/query';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/payroll_bank_accounts/')({
  validateSearch: listSearch(payrollBankAccountsQuery),
  component: function PayrollBankAccountList() {
    const { user } = useShell();
    return (
      <PayrollBankAccountListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && payrollBankAccountsForm.may.create(user))}
      />
    );
  },
});
