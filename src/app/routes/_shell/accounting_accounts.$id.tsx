import { createFileRoute } from '@tanstack/react-router';
import { accountingAccountsForm } from '../../../resources/accounting/form';
import { AccountDetailView } from '../../../resources/accounting/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/accounting_accounts/$id')({
  staticData: { specPath: '/accounting_accounts' },
  component: function AccountDetail() {
    const { user } = useShell();
    return (
      <AccountDetailView
        id={Route.useParams().id}
        editable={Boolean(user && accountingAccountsForm.may.update(user))}
      />
    );
  },
});
