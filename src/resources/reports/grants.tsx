import { useActorRef, useSelector } from '@xstate/react';
import { reportGrantsScreen } from './grants.screen';
import { REPORTS } from '../../domain/reports/catalogue';
import { loadGrants, saveGrants } from './actors';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { LoadError } from '../../app/components/kit/load-error';

const logic = reportGrantsScreen.provide({ actors: { loadGrants, saveGrants } });

/** The Reports section of a user's page: an admin (or the partner's owner, on /team) ticks the reports a user may run. */
export function ReportGrantsSection({ userId }: { userId: string }) {
  const ref = useActorRef(logic, { input: { userId } });
  const snapshot = useSelector(ref, (s) => s);
  const { saved, chosen, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  return (
    <DetailSection id="report-grants" title="Reports">
      <div data-state={String(snapshot.value)} aria-busy={busy}>
        {snapshot.matches('loading') && <p className="text-sm">Loading the user’s reports…</p>}
        {snapshot.matches('failed') && (
          <LoadError
            look="line"
            message={error}
            onRetry={() => ref.send({ type: 'grants.retry' })}
            retryLabel="Retry"
          />
        )}
        {saved && !saved.grantable && (
          <p className="text-sm">
            {saved.runs.length > 0
              ? 'This user runs every report by their role: there is nothing to grant.'
              : 'Only partner and employer-of-record users run reports: there is nothing to grant.'}
          </p>
        )}
        {saved?.grantable && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              ref.send({ type: 'grants.save' });
            }}
          >
            <fieldset className="grid gap-1 sm:grid-cols-2" disabled={busy}>
              <legend className="mb-2 text-sm text-slate-600 dark:text-slate-400">
                Reports this user may run and read
              </legend>
              {REPORTS.map((r) => (
                <label key={r.key} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5"
                    checked={chosen.includes(r.key)}
                    onChange={() => ref.send({ type: 'grants.toggle', report: r.key })}
                  />
                  <span>{r.title}</span>
                </label>
              ))}
            </fieldset>
            {error && <LoadError look="line" message={error} className="mt-2" />}
            <button
              type="submit"
              className="mt-3 rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
              disabled={!snapshot.can({ type: 'grants.save' })}
            >
              {snapshot.matches('saving') ? 'Saving…' : 'Save reports'}
            </button>
          </form>
        )}
      </div>
    </DetailSection>
  );
}
