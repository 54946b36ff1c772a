import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { z } from 'zod';
import { Integration } from './contract';
import { CardTable } from '../../app/components/kit/card-table';
import { LoadError } from '../../app/components/kit/load-error';
import { SpaLink } from '../../app/components/nav/spa-link';
import { errorMessageOf, http } from '../../app/lib/http';
import { IntegrationStatus } from './status';

const loadIntegrations = fromPromise<Integration[]>(async ({ signal }) => {
  try {
    return z.array(Integration).parse(await http.get('integrations', { signal }).json());
  } catch (err) {
    throw new Error(await errorMessageOf(err));
  }
});

/** `/integrations`: every outside service the registry lists, with the caller's status of it. */
export function IntegrationsListPage() {
  const snapshot = useSelector(useActorRef(loadIntegrations), (s) => s);
  return (
    <section aria-labelledby="page-title" className="space-y-4" data-state={snapshot.status}>
      <h1 id="page-title" className="text-xl font-semibold">
        Integrations
      </h1>
      {snapshot.status === 'active' && <p className="text-sm">Loading…</p>}
      {snapshot.status === 'error' && <LoadError message={snapshot.error} />}
      {snapshot.status === 'done' && (
        <CardTable>
          <caption className="sr-only">Integrations</caption>
          <thead>
            <tr className="text-left text-sm">
              <th className="px-3 py-2">Service</th>
              <th className="px-3 py-2">Status</th>
              <th className="px-3 py-2">Key</th>
            </tr>
          </thead>
          <tbody>
            {snapshot.output.map((item) => (
              <tr key={item.id} className="border-t border-slate-200 text-sm dark:border-slate-800">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  <SpaLink href={`/integrations/${item.id}`} className="text-brand underline">
                    {item.name}
                  </SpaLink>
                </th>
                <td className="px-3 py-2">
                  <IntegrationStatus item={item} />
                </td>
                <td className="px-3 py-2">
                  {item.credential_last4 ? `…${item.credential_last4}` : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </CardTable>
      )}
    </section>
  );
}
