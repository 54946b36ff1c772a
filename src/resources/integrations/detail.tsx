import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { IntegrationDetail } from './contract';
import { CardTable } from '../../app/components/kit/card-table';
import { FieldList } from '../../app/components/kit/field-list';
import { LoadError } from '../../app/components/kit/load-error';
import { TextField } from '../../app/components/kit/text-field';
import { SpaLink } from '../../app/components/nav/spa-link';
import { errorMessageOf, http } from '../../app/lib/http';
import { useFormSubmit } from '../../app/features/auth-pages/use-form-submit';
import { IntegrationStatus } from './status';
import { Moment } from '../../app/components/kit/moment';

const loadDetail = fromPromise<IntegrationDetail, { id: string }>(async ({ input, signal }) => {
  try {
    return IntegrationDetail.parse(await http.get(`integrations/${input.id}`, { signal }).json());
  } catch (err) {
    throw new Error(await errorMessageOf(err));
  }
});

/**
 * `/integrations/{id}`: one service. "Save and test" seals the key on the server and tests it;
 * "Test connection" tests what is saved. Either answers the service anew, shown in place of the
 * loaded one; the key itself never comes back, only its last four characters.
 */
export function IntegrationDetailPage({ id }: { id: string }) {
  const loaded = useSelector(useActorRef(loadDetail, { input: { id } }), (s) => s);
  const [credential, setCredential] = useState('');
  const save = useFormSubmit(async () =>
    IntegrationDetail.parse(await http.put(`integrations/${id}`, { json: { credential } }).json()),
  );
  const test = useFormSubmit(async () =>
    IntegrationDetail.parse(await http.post(`integrations/${id}/test`).json()),
  );
  const answered = [test, save]
    .filter((f) => f.snapshot.matches('succeeded'))
    .map((f) => f.snapshot.context.result as IntegrationDetail)[0];
  const item = answered ?? (loaded.status === 'done' ? loaded.output : null);
  const error = save.snapshot.context.error ?? test.snapshot.context.error;
  const busy = save.busy || test.busy;
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <SpaLink href="/integrations" className="text-sm text-brand underline">
        Integrations
      </SpaLink>
      <h1 id="page-title" className="text-xl font-semibold">
        {item?.name ?? 'Integration'}
      </h1>
      {loaded.status === 'active' && <p className="text-sm">Loading…</p>}
      {loaded.status === 'error' && <LoadError message={loaded.error} />}
      {item && (
        <>
          <div role="status">
            <FieldList
              fields={[
                ['Status', <IntegrationStatus key="s" item={item} />],
                ['Saved key', item.credential_last4 ? `…${item.credential_last4}` : 'None'],
                ['Last result', item.last_message ?? '—'],
              ]}
            />
          </div>
          <form onSubmit={save.onSubmit} className="max-w-md space-y-3">
            <TextField
              label="API key or token"
              type="password"
              autoComplete="off"
              maxLength={500}
              value={credential}
              onChange={setCredential}
              hint="Stored encrypted; only its last four characters are shown again."
            />
            <div className="flex gap-3">
              <button
                type="submit"
                disabled={busy}
                className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
              >
                Save and test
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => test.send({ type: 'form.submit', values: {} })}
                className="rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 disabled:opacity-60 dark:ring-slate-700"
              >
                Test connection
              </button>
            </div>
          </form>
          {error && <LoadError look="line" message={error} />}
          <h2 className="text-lg font-semibold">Recent calls</h2>
          {item.recent_calls.length === 0 ? (
            <p className="text-sm text-slate-500">No calls yet.</p>
          ) : (
            <CardTable>
              <caption className="sr-only">Recent calls</caption>
              <thead>
                <tr className="text-left text-sm">
                  <th className="px-3 py-2">When</th>
                  <th className="px-3 py-2">Result</th>
                  <th className="px-3 py-2">Message</th>
                  <th className="px-3 py-2 text-right">ms</th>
                </tr>
              </thead>
              <tbody>
                {item.recent_calls.map((call) => (
                  <tr
                    key={`${call.occurred_at}-${call.message}`}
                    className="border-t border-slate-200 text-sm dark:border-slate-800"
                  >
                    <td className="px-3 py-2">
                      <Moment iso={call.occurred_at} />
                    </td>
                    <td className="px-3 py-2">{call.level === 'error' ? 'Failed' : 'OK'}</td>
                    <td className="px-3 py-2">{call.message}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{call.duration_ms ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </CardTable>
          )}
        </>
      )}
    </section>
  );
}
