import { createFileRoute } from '@tanstack/react-router';
import { uuid, type RawSearch } from '../../lib/search-params';
import { JobFormView } from '../../../resources/jobs/pages';

/** A new job, or with `?id=` an existing one (as /create_client?id= edits a client). */
export const Route = createFileRoute('/_shell/jobs/create')({
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function CreateJob() {
    return <JobFormView id={Route.useSearch().id} />;
  },
});
