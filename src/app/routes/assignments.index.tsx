import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AssignmentListView } from '../features/assignments/assignment-list-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

const Search = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).catch(50).default(50),
  contractor_id: z.uuid().optional().catch(undefined),
  client_id: z.uuid().optional().catch(undefined),
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
