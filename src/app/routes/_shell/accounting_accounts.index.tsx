import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { accountingAccountsForm } from '../../../domain/resources/accounting-accounts-form';
import { accountingAccountsQuery } from '../../../domain/resources/accounting-accounts-query';
import { AccountListView } from '../../features/accounting/accounting-pages';
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
