import { createFileRoute } from '@tanstack/react-router';
import { accountingMappingsForm } from '../../../resources/accounting/form';
import { accountingMappingsResource } from '../../../resources/accounting/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/accounting_mappings/new')({
  staticData: { specPath: '/accounting_mappings' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewMapping() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={accountingMappingsResource.apiPath}
        form={accountingMappingsForm}
        path="/accounting_mappings"
        noun="mapping"
        plural="mappings"
      />
    );
  },
});
