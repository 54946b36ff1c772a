import { createFileRoute } from '@tanstack/react-router';
import { TimesheetListSearch } from '../../features/timesheet-list/list-search';
import { TimesheetsPage } from '../../features/timesheet-list/timesheets-page';

export const Route = createFileRoute('/_shell/timesheets/')({
  validateSearch: TimesheetListSearch,
  component: Page,
});

function Page() {
  const navigate = Route.useNavigate();
  return (
    <TimesheetsPage
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
