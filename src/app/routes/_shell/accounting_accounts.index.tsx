import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { accountingAccountsForm } from '../../../resources/accounting/form';
import { accountingAccountsQuery } from '../../../resources/accounting/query';
import { AccountListView } from '../../../resources/accounting/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/accounting_accounts/')({
  validateSearch: listSearch(accountingAccountsQuery),
  component: function AccountList() {
    const { user } = useShell();
    return (
      <AccountListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && accountingAccountsForm.may.create(user))}
      />
    );
  },
});
