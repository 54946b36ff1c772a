import { createFileRoute } from '@tanstack/react-router';
import { assignmentsQuery } from '../../../domain/resources/assignments-query';
import { parseListSearch, type RawSearch } from '../../../domain/resources/list-query';
import { AssignmentListView } from '../../features/assignments/assignment-list-view';

export const Route = createFileRoute('/_shell/assignments/')({
  validateSearch: (raw: RawSearch) => parseListSearch(assignmentsQuery, raw),
  component: Assignments,
});

function Assignments() {
  const query = Route.useSearch();
  return <AssignmentListView key={JSON.stringify(query)} query={query} />;
}
