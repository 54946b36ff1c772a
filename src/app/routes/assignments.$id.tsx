import { createFileRoute } from '@tanstack/react-router';
import { AssignmentDetailView } from '../features/assignments/assignment-detail-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/assignments/$id')({
  beforeLoad: (args) => requireLinkAccess(args),
  component: Assignment,
});

function Assignment() {
  const { id } = Route.useParams();
  return (
    <ShellPage path="/assignments/{id}">
      <AssignmentDetailView key={id} id={id} />
    </ShellPage>
  );
}
