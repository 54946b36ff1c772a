import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TimesheetEntryView } from '../features/timesheet-entry/entry-view';
import { ShellPage } from '../features/shell/shell-page';
import { requireLinkAccess } from '../lib/guards';

const today = () => new Date().toISOString().slice(0, 10);

/** Not nested in the /timesheets list: the entry page has its own chart and no list around it. */
export const Route = createFileRoute('/timesheets_/new')({
  validateSearch: z.object({ id: z.uuid().optional() }),
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
