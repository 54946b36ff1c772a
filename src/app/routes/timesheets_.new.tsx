import { createFileRoute } from '@tanstack/react-router';
import { uuid, type RawSearch } from '../lib/search-params';
import { TimesheetEntryView } from '../features/timesheet-entry/entry-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

const today = () => new Date().toISOString().slice(0, 10);

/** Not nested in the /timesheets list: the entry page has its own chart and no list around it. */
export const Route = createFileRoute('/timesheets_/new')({
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  beforeLoad: (args) => requireLinkAccess(args),
  component: Entry,
});

function Entry() {
  const { id } = Route.useSearch();
  return (
    <ShellPage path="/timesheets">
      {({ user }) => (
        <TimesheetEntryView key={id ?? 'new'} id={id ?? null} today={today()} listHref={user?.user_type === 'contractor' ? '/contractor/timesheets' : '/timesheets'} />
      )}
    </ShellPage>
  );
}
