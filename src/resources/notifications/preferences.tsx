import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { withApiErrors } from '../../app/actors/api-error';
import { LoadError } from '../../app/components/kit/load-error';
import { http } from '../../app/lib/http';
import { NotificationPreferences, type NotificationPreference } from './contract';
import { preferencesScreen, type PreferenceChange } from './preferences.screen';

/** The caller's mail choices per kind. */
const loadPreferences = fromPromise<NotificationPreference[]>(({ signal }) =>
  withApiErrors(
    async () =>
      NotificationPreferences.parse(await http.get('notification_preferences', { signal }).json())
        .data,
  ),
);

/** Saves one kind's choice; the server answers the whole list. */
const savePreference = fromPromise<NotificationPreference[], PreferenceChange>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const { kind, ...patch } = input;
      return NotificationPreferences.parse(
        await http.patch(`notification_preferences/${kind}`, { json: patch, signal }).json(),
      ).data;
    }),
);

const logic = preferencesScreen.provide({
  actors: { load: loadPreferences, save: savePreference },
});

/** What a kind's mail does now, as the radio group reads it. */
const modeOf = (p: NotificationPreference) => (!p.email ? 'none' : p.digest ? 'digest' : 'each');

const MODES = [
  { value: 'each', label: 'Email each one', change: { email: true, digest: false } },
  { value: 'digest', label: 'Daily digest', change: { email: true, digest: true } },
  { value: 'none', label: 'No email', change: { email: false, digest: false } },
] as const;

/** /consent_settings: per kind of notification, mail each one, a daily digest, or none; in-app is always on. */
export function NotificationPreferencesView() {
  const ref = useActorRef(logic);
  const s = useSelector(ref, (snap) => snap);
  const busy = s.hasTag('busy');
  return (
    <section aria-labelledby="page-title" data-state={String(s.value)} aria-busy={busy}>
      <h1 id="page-title" className="text-xl font-semibold">
        Notification settings
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Every notification shows under the bell. Choose which ones also come by email.
      </p>
      {s.matches('failed') && (
        <LoadError
          message={s.context.error}
          onRetry={() => ref.send({ type: 'preferences.retry' })}
        />
      )}
      {s.context.error && !s.matches('failed') && (
        <LoadError look="line" message={s.context.error} className="mt-3" />
      )}
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {s.context.rows.map((p) => (
          <li key={p.kind} className="py-3">
            <fieldset disabled={busy || p.mailed_elsewhere !== null}>
              <legend className="font-medium">{p.label}</legend>
              {p.mailed_elsewhere ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{p.mailed_elsewhere}</p>
              ) : (
                <div className="mt-1 flex flex-wrap gap-4 text-sm">
                  {MODES.map((m) => (
                    <label key={m.value} className="flex items-center gap-1.5">
                      <input
                        type="radio"
                        name={p.kind}
                        value={m.value}
                        checked={modeOf(p) === m.value}
                        onChange={() =>
                          ref.send({
                            type: 'preferences.change',
                            change: { kind: p.kind, ...m.change },
                          })
                        }
                      />
                      {m.label}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          </li>
        ))}
      </ul>
    </section>
  );
}
