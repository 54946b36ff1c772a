import { createFileRoute } from '@tanstack/react-router';
import { uuid, type RawSearch } from '../../lib/search-params';
import { useShell } from '../../features/shell/shell-page';
import { TimesheetEntryView } from '../../../resources/timesheets/entry';

const today = () => new Date().toISOString().slice(0, 10);

/** Not nested in the /timesheets list: the entry page has its own chart and no list around it. */
export const Route = createFileRoute('/_shell/timesheets_/new')({
  staticData: { specPath: '/timesheets' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: Entry,
});

function Entry() {
  const { id } = Route.useSearch();
  const { user } = useShell();
  return (
    <TimesheetEntryView
      key={id ?? 'new'}
      id={id ?? null}
      today={today()}
      listHref={user?.user_type === 'contractor' ? '/contractor/timesheets' : '/timesheets'}
    />
  );
}
