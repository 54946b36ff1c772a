import { createFileRoute } from '@tanstack/react-router';
import { compact, uuid, wholeNumber, type RawSearch } from '../lib/search-params';
import { AssignmentListView } from '../features/assignments/assignment-list-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

const Search = (raw: RawSearch) =>
  compact({
    page: wholeNumber(raw.page, 1) ?? 1,
    per_page: wholeNumber(raw.per_page, 1, 200) ?? 50,
    contractor_id: uuid(raw.contractor_id),
    client_id: uuid(raw.client_id),
  });

export const Route = createFileRoute('/assignments/')({
  validateSearch: Search,
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
