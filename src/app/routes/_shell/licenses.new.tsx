import { createFileRoute } from '@tanstack/react-router';
import { licensesForm } from '../../../resources/licenses/form';
import { licensesResource } from '../../../resources/licenses/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/licenses/new')({
  staticData: { specPath: '/licenses' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewLicense() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={licensesResource.apiPath}
        form={licensesForm}
        path="/licenses"
        noun="license"
        plural="licenses"
      />
    );
  },
});
