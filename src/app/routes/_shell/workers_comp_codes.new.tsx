import { createFileRoute } from '@tanstack/react-router';
import { workersCompCodesForm } from '../../../resources/workers-comp-codes/form';
import { workersCompCodesResource } from '../../../resources/workers-comp-codes/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/workers_comp_codes/new')({
  staticData: { specPath: '/workers_comp_codes' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewWorkersCompCode() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={workersCompCodesResource.apiPath}
        form={workersCompCodesForm}
        path="/workers_comp_codes"
        noun="workers comp code"
        plural="workers comp codes"
        submitLabel="Add code"
      />
    );
  },
});
