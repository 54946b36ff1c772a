import { createFileRoute } from '@tanstack/react-router';
import { TimesheetListSearch } from '../features/timesheet-list/list-search';
import { TimesheetsPage } from '../features/timesheet-list/timesheets-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/contractor/timesheets')({
  validateSearch: TimesheetListSearch,
  beforeLoad: (args) => requireUserType(args, 'contractor'),
  component: Page,
});

function Page() {
  const navigate = Route.useNavigate();
  return <TimesheetsPage path="/contractor/timesheets" search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />;
}
