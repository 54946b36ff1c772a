import type { BankMethodKind } from './policy';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { BankLinkButton } from './bank-link-modal';
import { BankMethodForm } from './bank-method-form';
import { bankMethodLabels } from './labels';
import { BankMethodsContext } from './provider';
import { RemoveDialog } from './remove-dialog';
import { LoadError } from '../../app/components/kit/load-error';
import type { BankLinkPage } from './contract';

/** Issue 28: a worker's own direct deposit and a payer's own payment methods may be linked. */
const linkable = (kind: BankMethodKind): kind is BankLinkPage =>
  kind === 'direct_deposit' || kind === 'payment';

function MethodList() {
  const snapshot = BankMethodsContext.useSelector((s) => s);
  const ref = BankMethodsContext.useActorRef();
  const { methods, kind, targetId } = snapshot.context;
  const labels = bankMethodLabels(kind);
  if (methods.length === 0) {
    return (
      <p className="mt-4 rounded-lg bg-white p-6 text-sm text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">
        No {labels.many} yet. Add {labels.first} to get started.
      </p>
    );
  }
  return (
    <ul
      aria-label={labels.title}
      className="mt-4 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800"
    >
      {methods.map((m) => {
        const name = `${m.bank_name} ${m.account_last4}`;
        return (
          <li
            key={m.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4"
            aria-busy={m.id === targetId}
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {m.bank_name} <span className="font-mono">{m.account_last4}</span>
                {m.is_default && (
                  <span className="ml-2">
                    <StatusBadge status="default" label="Default" />
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {m.account_holder} · Routing {m.routing_number}
              </p>
            </div>
            {!m.is_default && (
              <button
                type="button"
                aria-label={`Make ${name} the default`}
                disabled={!snapshot.can({ type: 'bankMethods.makeDefault', id: m.id })}
                onClick={() => ref.send({ type: 'bankMethods.makeDefault', id: m.id })}
                className="rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 disabled:opacity-50 dark:ring-slate-700"
              >
                Make default
              </button>
            )}
            <button
              type="button"
              aria-label={`Remove ${name}`}
              disabled={!snapshot.can({ type: 'bankMethods.remove', id: m.id })}
              onClick={() => ref.send({ type: 'bankMethods.remove', id: m.id })}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-red-700 ring-1 ring-red-200 disabled:opacity-50 dark:text-red-300 dark:ring-red-900"
            >
              Remove
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Page() {
  const snapshot = BankMethodsContext.useSelector((s) => s);
  const ref = BankMethodsContext.useActorRef();
  const { kind, loadError, error, notice } = snapshot.context;
  const labels = bankMethodLabels(kind);
  const state = String(snapshot.value);
  return (
    <section data-state={state} aria-labelledby="page-title" aria-busy={snapshot.hasTag('busy')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-xl font-semibold">
            {labels.title}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{labels.purpose}</p>
        </div>
        {!snapshot.hasTag('form') && state !== 'failed' && (
          <div className="flex flex-wrap gap-2">
            {linkable(kind) && (
              <BankLinkButton page={kind} disabled={!snapshot.can({ type: 'bankMethods.add' })} />
            )}
            <button
              type="button"
              disabled={!snapshot.can({ type: 'bankMethods.add' })}
              onClick={() => ref.send({ type: 'bankMethods.add' })}
              className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
            >
              Add {labels.one}
            </button>
          </div>
        )}
      </div>
      {state === 'loading' && (
        <p role="status" className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Loading {labels.many}…
        </p>
      )}
      {state === 'failed' && (
        <LoadError message={loadError} onRetry={() => ref.send({ type: 'bankMethods.retry' })} />
      )}
      {notice && (
        <p role="status" className="mt-4 text-sm text-emerald-700 dark:text-emerald-300">
          {notice}
        </p>
      )}
      {error && !snapshot.hasTag('form') && (
        <LoadError look="line" message={error} className="mt-4" />
      )}
      {snapshot.hasTag('form') && <BankMethodForm />}
      {state !== 'loading' && state !== 'failed' && <MethodList />}
      <RemoveDialog />
    </section>
  );
}

/** The caller's payout or payment bank accounts: list, add, remove, make default (all step-up). */
export function BankMethodsView({ kind }: { kind: BankMethodKind }) {
  return (
    <BankMethodsContext.Provider options={{ input: { kind } }}>
      <Page />
    </BankMethodsContext.Provider>
  );
}
