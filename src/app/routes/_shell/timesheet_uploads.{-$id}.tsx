import { createFileRoute } from '@tanstack/react-router';
import { TimesheetUploadsView } from '../../../resources/timesheet-uploads/pages';

export const Route = createFileRoute('/_shell/timesheet_uploads/{-$id}')({
  component: Uploads,
});

function Uploads() {
  const { id } = Route.useParams();
  return <TimesheetUploadsView key={id ?? 'new'} id={id ?? null} />;
}
