import { weekTotal } from './entry-rows';
import { formatDecimal2 } from '../../domain/format/format';
import { SpaLink } from '../../app/components/nav/spa-link';
import { usePhone } from '../../app/lib/use-media-query';
import { EntryDayView } from './entry-day';
import { EntryRowView } from './entry-row';
import { LocationAlert } from './location-alert';
import { EntryContext } from './entry-provider';
import { LoadError } from '../../app/components/kit/load-error';

const TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
];
const control =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:disabled:bg-slate-800';

function Header() {
  const s = EntryContext.useSelector((snap) => ({
    assignments: snap.context.assignments,
    assignmentId: snap.context.assignmentId,
    monday: snap.context.monday,
    timezone: snap.context.timezone,
    weekLocked: !snap.can({ type: 'entry.week', monday: snap.context.monday }),
    busy: snap.hasTag('busy') || snap.hasTag('done'),
  }));
  const ref = EntryContext.useActorRef();
  return (
    <div className="mt-4 flex flex-wrap items-end gap-4">
      <label className="flex min-w-0 max-w-full flex-col gap-1 text-sm">
        Assignment
        <select
          className={control}
          value={s.assignmentId}
          disabled={s.weekLocked || s.busy}
          onChange={(e) => ref.send({ type: 'entry.assignment', assignmentId: e.target.value })}
        >
          {s.assignments.map((a) => (
            <option key={a.id} value={a.id}>
              {a.job_title} · {a.contractor_name} · {a.client_name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Week starting
        <input
          type="date"
          className={control}
          value={s.monday}
          disabled={s.weekLocked || s.busy}
          onChange={(e) =>
            e.target.value && ref.send({ type: 'entry.week', monday: e.target.value })
          }
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Timezone
        <select
          className={control}
          value={s.timezone}
          disabled={s.busy}
          onChange={(e) => ref.send({ type: 'entry.timezone', timezone: e.target.value })}
        >
          {(TIMEZONES.includes(s.timezone) ? TIMEZONES : [s.timezone, ...TIMEZONES]).map((tz) => (
            <option key={tz}>{tz}</option>
          ))}
        </select>
      </label>
    </div>
  );
}

const useWeek = () =>
  EntryContext.useSelector((snap) => ({
    rows: snap.context.rows,
    errors: snap.context.errors,
    locked: !snap.matches('editing'),
  }));

/** The week on a phone: one small form per day, then the week's total. */
function Days() {
  const s = useWeek();
  return (
    <div className="mt-4 space-y-3">
      {s.rows.map((row, i) => (
        <EntryDayView
          key={`${row.date}-${row.id ?? i}`}
          row={row}
          index={i}
          errors={s.errors[i] ?? {}}
          locked={s.locked}
        />
      ))}
      <p className="text-right text-sm font-semibold">
        Total hours{' '}
        <output className="tabular-nums" aria-label="Total hours">
          {formatDecimal2(weekTotal(s.rows))}
        </output>
      </p>
    </div>
  );
}

function Week() {
  const s = useWeek();
  return (
    <div className="mt-4 overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Days of the week</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className="p-2">
              Day
            </th>
            <th scope="col" className="p-2">
              Start (24h)
            </th>
            <th scope="col" className="p-2">
              End (24h)
            </th>
            <th scope="col" className="p-2">
              Break (min)
            </th>
            <th scope="col" className="p-2 text-right">
              Hours
            </th>
            <th scope="col" className="p-2">
              Project code
            </th>
            <th scope="col" className="p-2">
              Task
            </th>
            <th scope="col" className="p-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {s.rows.map((row, i) => (
            <EntryRowView
              key={`${row.date}-${row.id ?? i}`}
              row={row}
              index={i}
              errors={s.errors[i] ?? {}}
              locked={s.locked}
            />
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 font-semibold dark:border-slate-800">
            <th scope="row" colSpan={4} className="p-2 text-right">
              Total hours
            </th>
            <td className="p-2 text-right tabular-nums" aria-label="Total hours">
              {formatDecimal2(weekTotal(s.rows))}
            </td>
            <td colSpan={3} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** After a refused location: the spec's reason stays beside the drafts until a submit succeeds. */
function LocationNote() {
  const problem = EntryContext.useSelector((snap) =>
    snap.matches('editing') ? snap.context.problem : null,
  );
  if (!problem) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      Not submitted: {problem.message} Your days are saved as drafts; submit again once location is
      allowed.
    </p>
  );
}

function Actions({ listHref }: { listHref: string }) {
  const s = EntryContext.useSelector((snap) => ({
    canCopy: snap.can({ type: 'entry.copyLastWeek' }),
    canSave: snap.can({ type: 'entry.save' }),
    busy: snap.hasTag('busy'),
    done: snap.hasTag('done'),
  }));
  const ref = EntryContext.useActorRef();
  if (s.done) {
    return (
      <p
        role="status"
        className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        Your week was submitted for approval.{' '}
        <SpaLink href={listHref} className="font-medium text-brand underline">
          View your timesheets
        </SpaLink>
      </p>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {s.canCopy && (
        <button
          type="button"
          className="rounded-md px-4 py-2 text-sm ring-1 ring-slate-300 dark:ring-slate-700"
          onClick={() => ref.send({ type: 'entry.copyLastWeek' })}
        >
          Copy last week
        </button>
      )}
      <button
        type="button"
        className="rounded-md px-4 py-2 text-sm ring-1 ring-slate-300 disabled:opacity-50 dark:ring-slate-700"
        disabled={!s.canSave}
        onClick={() => ref.send({ type: 'entry.save' })}
      >
        Save as draft
      </button>
      <button
        type="button"
        className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        disabled={!s.canSave}
        onClick={() => ref.send({ type: 'entry.submit' })}
      >
        {s.busy ? 'Working…' : 'Submit'}
      </button>
    </div>
  );
}

function Entry({ listHref }: { listHref: string }) {
  const s = EntryContext.useSelector((snap) => ({
    state: typeof snap.value === 'string' ? snap.value : Object.keys(snap.value)[0],
    error: snap.context.error,
    editing: snap.context.id !== null,
  }));
  const ref = EntryContext.useActorRef();
  const phone = usePhone();
  return (
    <section
      data-state={s.state}
      aria-labelledby="page-title"
      aria-busy={s.state === 'loading'}
      className="max-w-6xl"
    >
      <h1 id="page-title" className="text-xl font-semibold">
        {s.editing ? 'Correct Timesheet' : 'Enter Time'}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Type times as you say them (8, 8am, 4:30pm, 0830 or 17:00); an end before the start runs
        into the next day. Hours = end − start − break. Days already saved for this week show here
        and are edited in place.
      </p>
      {s.error && (
        <LoadError
          message={s.error}
          onRetry={s.state === 'failed' ? () => ref.send({ type: 'entry.retry' }) : undefined}
        />
      )}
      {s.state !== 'loading' && s.state !== 'failed' && (
        <>
          <Header />
          {phone ? <Days /> : <Week />}
          <LocationAlert />
          <LocationNote />
          <Actions listHref={listHref} />
        </>
      )}
    </section>
  );
}

/** /timesheets/new: a week of time for one assignment, saved as drafts and submitted with the device location. */
export function TimesheetEntryView({
  id,
  today,
  listHref,
}: {
  id: string | null;
  today: string;
  listHref: string;
}) {
  return (
    <EntryContext.Provider options={{ input: { id, today } }}>
      <Entry listHref={listHref} />
    </EntryContext.Provider>
  );
}
