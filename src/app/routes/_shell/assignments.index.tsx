import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../lib/list-search';
import { canExport, canSeeBill } from '../../../domain/policy/capabilities';
import { assignmentsForm } from '../../../resources/assignments/form';
import { assignmentsQuery } from '../../../resources/assignments/query';
import { AssignmentListView } from '../../../resources/assignments/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/assignments/')({
  validateSearch: listSearch(assignmentsQuery),
  component: Assignments,
});

function Assignments() {
  const { user } = useShell();
  return (
    <AssignmentListView
      search={Route.useSearch()}
      exportable={Boolean(user && canExport(user))}
      billing={Boolean(user && canSeeBill(user))}
      creatable={Boolean(user && assignmentsForm.may.create(user))}
    />
  );
}
