import type { HistoryEntry } from '../../../domain/contracts/workflow';
import { MISSING } from '../../../domain/format/format';
import { eventWords, roleWords, statusWords } from '../../../domain/format/words';
import { Moment } from './moment';

/** A signature recorded on a sign event: the typed full name and, when drawn, its image. */
function signatureOf(
  payload: HistoryEntry['payload'],
): { full_name: string; drawn_png: string | null } | null {
  const sig = payload.signature as { full_name?: unknown; drawn_png?: unknown } | undefined;
  if (!sig || typeof sig.full_name !== 'string') return null;
  const png =
    typeof sig.drawn_png === 'string' && sig.drawn_png.startsWith('data:image/png;base64,')
      ? sig.drawn_png
      : null;
  return { full_name: sig.full_name, drawn_png: png };
}

function place(location: HistoryEntry['location']): string | null {
  if (!location) return null;
  const { latitude, longitude } = location as { latitude?: unknown; longitude?: unknown };
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`
    : null;
}

/** Every recorded step, oldest first: what, who and in which role, when, from → to, IP, location. */
export function HistoryTimeline({ entries }: { entries: readonly HistoryEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No history yet.</p>;
  return (
    <ol
      aria-label="History"
      className="relative ml-2 border-l border-slate-200 dark:border-slate-700"
    >
      {entries.map((e) => {
        const at = place(e.location);
        // The event store keeps a text only on the steps that need one (reject, approve with evidence).
        const reason = typeof e.payload.reason === 'string' ? e.payload.reason : null;
        const evidence = typeof e.payload.evidence === 'string' ? e.payload.evidence : null;
        const signature = signatureOf(e.payload);
        return (
          <li key={e.id} className="mb-4 ml-4">
            <span
              className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full bg-brand"
              aria-hidden="true"
            />
            <p className="text-sm font-medium capitalize">
              {eventWords(e.type)}
              {e.from !== e.to && (
                <span className="ml-2 font-normal normal-case text-slate-600 dark:text-slate-400">
                  {e.from ? statusWords(e.from) : MISSING} → {e.to ? statusWords(e.to) : MISSING}
                </span>
              )}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {e.actor_name ?? MISSING}
              {e.actor_role ? ` (${roleWords(e.actor_role)})` : ''} ·{' '}
              <Moment iso={e.occurred_at} withSeconds /> · IP {e.ip ?? MISSING}
              {at ? ` · Location ${at}` : ''}
            </p>
            {reason && <p className="text-xs">Reason: {reason}</p>}
            {evidence && <p className="text-xs">Evidence: {evidence}</p>}
            {signature && (
              <div className="text-xs">
                <p>Signed as: {signature.full_name}</p>
                {signature.drawn_png && (
                  <img
                    src={signature.drawn_png}
                    alt={`Drawn signature of ${signature.full_name}`}
                    className="mt-1 h-12 bg-white"
                  />
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
