import { createFileRoute } from '@tanstack/react-router';
import { AssignmentDetailView } from '../../features/assignments/assignment-detail-view';

export const Route = createFileRoute('/_shell/assignments/$id')({
  component: Assignment,
});

function Assignment() {
  const { id } = Route.useParams();
  return <AssignmentDetailView key={id} id={id} />;
}
