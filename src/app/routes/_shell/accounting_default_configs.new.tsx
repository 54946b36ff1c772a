import { createFileRoute } from '@tanstack/react-router';
import { accountingDefaultConfigsForm } from '../../../resources/accounting/form';
import { accountingDefaultConfigsResource } from '../../../resources/accounting/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/accounting_default_configs/new')({
  staticData: { specPath: '/accounting_default_configs' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewDefaultConfig() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={accountingDefaultConfigsResource.apiPath}
        form={accountingDefaultConfigsForm}
        path="/accounting_default_configs"
        noun="configuration"
        plural="configurations"
      />
    );
  },
});
