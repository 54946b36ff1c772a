import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { withApiErrors } from '../../app/actors/api-error';
import { resourceListLogic } from '../../app/actors/resource-list';
import { SelectField } from '../../app/components/kit/choice-fields';
import { ConfirmDialog } from '../../app/components/kit/confirm-dialog';
import type { Column } from '../../app/components/kit/data-table';
import { LoadError } from '../../app/components/kit/load-error';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { TextField } from '../../app/components/kit/text-field';
import { http } from '../../app/lib/http';
import { formatDate } from '../../domain/format/format';
import { apiKeysScreen, type CreatedKey } from './chart';
import { type ApiKey, apiKeysResource, type CreatedApiKey } from './contract';
import { apiKeysQuery, type ApiKeySearch } from './query';
import { API_KEY_SCOPE_LABEL, API_KEY_SCOPES, type ApiKeyScope } from './scopes';

const createApiKey = fromPromise<CreatedKey, { name: string; scope: ApiKeyScope }>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const created = await http.post('api_keys', { json: input, signal }).json<CreatedApiKey>();
      return { name: created.name, key: created.key };
    }),
);

const revokeApiKey = fromPromise<void, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    await http.post(`api_keys/${input.id}/revoke`, { signal });
  }),
);

const listLogic = resourceListLogic(apiKeysResource);
const scopeOptions = API_KEY_SCOPES.map((s) => ({ value: s, label: API_KEY_SCOPE_LABEL[s] }));
const button = 'rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50';

/** A developer's keys: create one (its secret shown once), list them by prefix, revoke. */
export function ApiKeysPanel({ search }: { search: ApiKeySearch }) {
  const ref = useActorRef(
    apiKeysScreen.provide({ actors: { createKey: createApiKey, revokeKey: revokeApiKey } }),
  );
  const s = useSelector(ref, (snapshot) => snapshot);
  const { name, scope, nameError, error, created, revoking, revision } = s.context;
  const busy = s.hasTag('busy');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ref.send({ type: 'key.create' });
  };
  const columns: Column<ApiKey>[] = [
    { header: 'Name', sortKey: 'name', rowHeader: true, cell: (k) => k.name },
    { header: 'Key', cell: (k) => <code className="text-xs">{k.prefix}…</code> },
    { header: 'Access', cell: (k) => API_KEY_SCOPE_LABEL[k.scope] },
    {
      header: 'Status',
      cell: (k) => (
        <StatusBadge status={k.status} label={k.status === 'active' ? 'Active' : 'Revoked'} />
      ),
    },
    { header: 'Created', sortKey: 'created_at', cell: (k) => formatDate(k.created_at) },
    {
      header: 'Last used',
      sortKey: 'last_used_at',
      cell: (k) => (k.last_used_at ? formatDate(k.last_used_at) : 'Never'),
    },
    {
      header: 'Actions',
      cell: (k) =>
        k.status === 'active' && (
          <button
            type="button"
            className="text-sm font-medium text-red-700 underline disabled:opacity-50 dark:text-red-400"
            disabled={!s.can({ type: 'key.revoke', id: k.id, name: k.name })}
            onClick={() => ref.send({ type: 'key.revoke', id: k.id, name: k.name })}
          >
            Revoke<span className="sr-only"> {k.name}</span>
          </button>
        ),
    },
  ];
  return (
    <section aria-labelledby="api-keys" className="space-y-4" data-state={String(s.value)}>
      <h2 id="api-keys" className="text-lg font-semibold">
        API keys
      </h2>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <TextField
          label="Key name"
          value={name}
          maxLength={100}
          error={nameError ?? undefined}
          disabled={!s.hasTag('form')}
          onChange={(value) => ref.send({ type: 'key.name', value })}
        />
        <SelectField
          label="Key access"
          value={scope}
          options={scopeOptions}
          disabled={!s.hasTag('form')}
          onChange={(value) => ref.send({ type: 'key.scope', value: value as ApiKeyScope })}
        />
        <button type="submit" className={button} disabled={!s.hasTag('form')}>
          {s.matches('creating') ? 'Creating…' : 'Create key'}
        </button>
      </form>
      {error && <LoadError look="line" message={error} />}
      {created && (
        <div
          role="status"
          className="space-y-2 rounded-md bg-amber-50 p-4 ring-1 ring-amber-300 dark:bg-amber-950 dark:ring-amber-700"
        >
          <p className="text-sm font-medium">
            Your new key “{created.name}”. Copy it now: it is shown only this once and cannot be
            shown again.
          </p>
          <label className="block text-sm">
            <span className="sr-only">New API key</span>
            <input
              readOnly
              value={created.key}
              aria-label="New API key"
              onFocus={(e) => e.currentTarget.select()}
              className="block w-full rounded-md px-3 py-1.5 font-mono text-xs ring-1 ring-slate-300 dark:bg-slate-800 dark:ring-slate-700"
            />
          </label>
          <button
            type="button"
            className={button}
            onClick={() => ref.send({ type: 'key.dismiss' })}
          >
            I have copied it
          </button>
        </div>
      )}
      <ResourceListView<ApiKey, typeof apiKeysQuery>
        key={revision}
        resource={apiKeysResource}
        logic={listLogic}
        search={search}
        exportable={false}
        columns={columns}
        fields={{
          name: { label: 'Name' },
          scope: { label: 'Access', valueLabel: (v) => API_KEY_SCOPE_LABEL[v as ApiKeyScope] },
          status: { label: 'Status' },
        }}
      />
      <ConfirmDialog
        open={s.hasTag('confirming')}
        title="Revoke API key"
        confirmLabel={busy ? 'Revoking…' : 'Revoke'}
        tone="danger"
        canConfirm={s.can({ type: 'key.confirm' })}
        onConfirm={() => ref.send({ type: 'key.confirm' })}
        onCancel={() => ref.send({ type: 'key.cancel' })}
      >
        <p>
          Revoke “{revoking?.name}”? Every call with it is refused from now on; this cannot be
          undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
