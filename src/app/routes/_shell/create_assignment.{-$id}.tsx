import { createFileRoute } from '@tanstack/react-router';
import { AssignmentFormView } from '../../../resources/assignments/pages';

/** A new assignment, or with an id an existing one's edit. */
export const Route = createFileRoute('/_shell/create_assignment/{-$id}')({
  component: function CreateAssignment() {
    return <AssignmentFormView id={Route.useParams().id} />;
  },
});
