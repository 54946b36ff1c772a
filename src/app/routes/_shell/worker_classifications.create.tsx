import { createFileRoute } from '@tanstack/react-router';
import { workerClassificationsResource } from '../../../resources/worker-classifications/contract';
import { workerClassificationsForm } from '../../../resources/worker-classifications/form';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** Spec §2's create route; `?id=` corrects a decision already filed. */
export const Route = createFileRoute('/_shell/worker_classifications/create')({
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function ClassifyWorker() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={workerClassificationsResource.apiPath}
        form={workerClassificationsForm}
        path="/worker_classifications"
        noun="worker classification"
        plural="worker classifications"
      />
    );
  },
});
