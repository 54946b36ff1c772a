import type { ActionAvailability } from '../../../domain/contracts/timesheets';
import { SpaLink } from '../../components/nav/spa-link';
import { TimesheetDetailContext } from './provider';

const button = 'rounded-md px-3 py-1.5 text-sm font-medium disabled:opacity-50';

/**
 * The server's verdict on every action: available ones as buttons, the others with the reason in
 * words and who could take them. Submit goes through the entry page, which captures the location.
 */
export function ActionsPanel({ id, actions, canEmailLink }: { id: string; actions: ActionAvailability[]; canEmailLink: boolean }) {
  const ref = TimesheetDetailContext.useActorRef();
  const busy = TimesheetDetailContext.useSelector((s) => s.hasTag('busy') || s.hasTag('dialog'));
  const submit = actions.find((a) => a.action === 'submit');
  const available = actions.filter((a) => a.available && a.action !== 'submit');
  const unavailable = actions.filter((a) => !a.available);
  return (
    <section aria-labelledby="actions-title" className="rounded-lg bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h2 id="actions-title" className="text-base font-semibold">
        Actions
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {submit?.available && (
          <SpaLink href={`/timesheets/new?id=${id}`} className={`${button} bg-brand text-white`}>
            Edit and submit
          </SpaLink>
        )}
        {available.map((a) => (
          <button
            key={a.action}
            type="button"
            className={`${button} ${a.action === 'delete' || a.action === 'reject' ? 'bg-red-600 text-white' : 'bg-brand text-white'}`}
            disabled={busy}
            onClick={() => ref.send({ type: 'detail.act', action: a.action })}
          >
            {a.label}
          </button>
        ))}
        {canEmailLink && (
          <button type="button" className={`${button} ring-1 ring-brand text-brand`} disabled={busy} onClick={() => ref.send({ type: 'detail.sendLink' })}>
            Email approval link
          </button>
        )}
        {available.length === 0 && !submit?.available && !canEmailLink && <p className="text-sm text-slate-600 dark:text-slate-400">No action is available to you now.</p>}
      </div>
      {unavailable.length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-slate-700 dark:text-slate-300">Unavailable actions ({unavailable.length})</summary>
          <ul aria-label="Unavailable actions" className="mt-2 space-y-2">
            {unavailable.map((a) => (
              <li key={a.action}>
                <span className="font-medium">{a.label}</span>: {a.reasons.join('; ')}
                <span className="block text-xs text-slate-500 dark:text-slate-400">Who can: {a.who}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
