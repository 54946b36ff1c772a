import { createFileRoute } from '@tanstack/react-router';
import { TimeOffRequestFormView } from '../../../resources/time-off-requests/pages';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route for time off: "Request time off" lives under the list, `?id=` changes a pending one. */
export const Route = createFileRoute('/_shell/time_off_requests/new')({
  staticData: { specPath: '/time_off_requests' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewTimeOffRequest() {
    return <TimeOffRequestFormView id={Route.useSearch().id} />;
  },
});
