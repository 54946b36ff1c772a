import { createFileRoute } from '@tanstack/react-router';
import { assignmentsQuery } from '../../domain/resources/assignments-query';
import { parseListSearch, type RawSearch } from '../../domain/resources/list-query';
import { AssignmentListView } from '../features/assignments/assignment-list-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/assignments/')({
  validateSearch: (raw: RawSearch) => parseListSearch(assignmentsQuery, raw),
  beforeLoad: (args) => requireLinkAccess(args),
  component: Assignments,
});

function Assignments() {
  const query = Route.useSearch();
  return (
    <ShellPage path="/assignments">
      <AssignmentListView key={JSON.stringify(query)} query={query} />
    </ShellPage>
  );
}
