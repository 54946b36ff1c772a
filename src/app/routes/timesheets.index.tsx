import { createFileRoute } from '@tanstack/react-router';
import { TimesheetListSearch } from '../features/timesheet-list/list-search';
import { TimesheetsPage } from '../features/timesheet-list/timesheets-page';
import { requireLinkAccess } from '../lib/guards';

export const Route = createFileRoute('/timesheets/')({
  validateSearch: TimesheetListSearch,
  beforeLoad: (args) => requireLinkAccess(args),
  component: Page,
});

function Page() {
  const navigate = Route.useNavigate();
  return <TimesheetsPage path="/timesheets" search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />;
}
