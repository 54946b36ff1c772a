import { createFileRoute } from '@tanstack/react-router';
import { accountingAccountsForm } from '../../../resources/accounting/form';
import { accountingAccountsResource } from '../../../resources/accounting/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/accounting_accounts/new')({
  staticData: { specPath: '/accounting_accounts' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewAccount() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={accountingAccountsResource.apiPath}
        form={accountingAccountsForm}
        path="/accounting_accounts"
        noun="account"
        plural="accounts"
      />
    );
  },
});
