import { formatDate } from '../../../domain/format/format';
import { SpaLink } from '../../components/nav/spa-link';
import { ActionDialog } from './action-dialog';
import { ActionsPanel } from './actions-panel';
import { HistoryTimeline } from './history-timeline';
import { TimesheetDetailContext } from './provider';
import { TimesheetFields } from './timesheet-fields';

function Notices() {
  const { failure, done } = TimesheetDetailContext.useSelector((s) => ({ failure: s.context.failure, done: s.context.done }));
  const ref = TimesheetDetailContext.useActorRef();
  if (failure)
    return (
      <div role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
        <p className="font-medium">{failure.message}</p>
        {failure.reasons.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {failure.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
        <button type="button" className="mt-2 underline" onClick={() => ref.send({ type: 'detail.dismiss' })}>
          Dismiss
        </button>
      </div>
    );
  if (done)
    return (
      <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
        {done}: done.
      </p>
    );
  return null;
}

interface DetailProps {
  backHref: string;
  backLabel: string;
  /** The caller may have an approval link mailed to the approver (canRequestApproval). */
  mayRequestApproval?: boolean;
}

/** The server sends links only for timesheets waiting for a decision; the button follows. */
const AWAITS_DECISION = new Set(['submitted', 'signed']);

function Detail({ backHref, backLabel, mayRequestApproval = false }: DetailProps) {
  const s = TimesheetDetailContext.useSelector((snap) => snap);
  const ref = TimesheetDetailContext.useActorRef();
  const data = s.context.data;
  const top = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0];
  return (
    <section data-state={top} aria-labelledby="page-title" aria-busy={s.hasTag('busy')}>
      <SpaLink href={backHref} className="text-sm text-brand underline">
        {backLabel}
      </SpaLink>
      <h1 id="page-title" className="mt-2 text-xl font-semibold">
        {data ? `Timesheet of ${data.detail.timesheet.contractor_name} on ${formatDate(data.detail.timesheet.date)}` : 'Timesheet'}
      </h1>
      {s.matches('failed') && (
        <div role="alert" className="mt-4 flex items-center gap-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {s.context.error}
          <button type="button" className="underline" onClick={() => ref.send({ type: 'detail.retry' })}>
            Try again
          </button>
        </div>
      )}
      <Notices />
      {data && (
        <div className="mt-4 grid gap-4 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-4">
            <section aria-labelledby="fields-title" className="rounded-lg bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
              <h2 id="fields-title" className="mb-3 text-base font-semibold">
                Details
              </h2>
              <TimesheetFields t={data.detail.timesheet} />
            </section>
            <section aria-labelledby="history-title" className="rounded-lg bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
              <h2 id="history-title" className="mb-3 text-base font-semibold">
                History
              </h2>
              <HistoryTimeline entries={data.history} />
            </section>
          </div>
          <div>
            <ActionsPanel
              id={data.detail.timesheet.id}
              actions={data.detail.actions}
              canEmailLink={mayRequestApproval && AWAITS_DECISION.has(data.detail.timesheet.status)}
            />
          </div>
        </div>
      )}
      <ActionDialog />
    </section>
  );
}

/** One timesheet: its fields, the actions the server allows (and why not the others), its history. */
export function TimesheetDetailView({ id, ...props }: DetailProps & { id: string }) {
  return (
    <TimesheetDetailContext.Provider key={id} options={{ input: { id } }}>
      <Detail {...props} />
    </TimesheetDetailContext.Provider>
  );
}
