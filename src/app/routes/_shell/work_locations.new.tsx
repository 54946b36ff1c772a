import { createFileRoute } from '@tanstack/react-router';
import { workLocationsForm } from '../../../resources/work-locations/form';
import { workLocationsResource } from '../../../resources/work-locations/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** A new work location, or with `?id=` an existing one (as /create_client?id= edits a client). */
export const Route = createFileRoute('/_shell/work_locations/new')({
  staticData: { specPath: '/work_locations' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function WorkLocationForm() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={workLocationsResource.apiPath}
        form={workLocationsForm}
        path="/work_locations"
        noun="work location"
        plural="work locations"
      />
    );
  },
});
