import { createFileRoute } from '@tanstack/react-router';
import { payrollBankAccountsForm } from '../../../resources/payroll-bank-accounts/form';
import { PayrollBankAccountDetailView } from '../../../resources/payroll-bank-accounts/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/payroll_bank_accounts/$id')({
  staticData: { specPath: '/payroll_bank_accounts' },
  component: function PayrollBankAccountDetail() {
    const { user } = useShell();
    return (
      <PayrollBankAccountDetailView
        id={Route.useParams().id}
        editable={Boolean(user && payrollBankAccountsForm.may.update(user))}
      />
    );
  },
});
