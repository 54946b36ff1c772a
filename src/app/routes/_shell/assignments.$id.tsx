import { createFileRoute } from '@tanstack/react-router';
import { assignmentsForm } from '../../../resources/assignments/form';
import { AssignmentDetailView } from '../../../resources/assignments/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/assignments/$id')({
  component: Assignment,
});

function Assignment() {
  const { id } = Route.useParams();
  const { user } = useShell();
  return (
    <AssignmentDetailView
      key={id}
      id={id}
      editable={Boolean(user && assignmentsForm.may.update(user))}
    />
  );
}
