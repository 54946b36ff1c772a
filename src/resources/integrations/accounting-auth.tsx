import { useEffect } from 'react';
import { AccountingConnectStarted, IntegrationDetail } from './contract';
import { LoadError } from '../../app/components/kit/load-error';
import { SpaLink } from '../../app/components/nav/spa-link';
import { http } from '../../app/lib/http';
import { useFormSubmit } from '../../app/features/auth-pages/use-form-submit';
import { IntegrationStatus } from './status';

/**
 * `/accounting_auth`: connects the accounting system OAuth-style. "Connect" asks the server for the
 * provider's consent address (carrying a sealed, expiring state) and goes there; the provider sends
 * the browser back here with `state` and `code`, which the page hands to the server once.
 */
export function AccountingAuthPage({ state, code }: { state?: string; code?: string }) {
  const start = useFormSubmit(async () => {
    const { authorize_url } = AccountingConnectStarted.parse(
      await http.post('accounting_auth/start').json(),
    );
    window.location.assign(authorize_url);
    return true;
  });
  const callback = useFormSubmit(async () =>
    IntegrationDetail.parse(
      await http.post('accounting_auth/callback', { json: { state, code } }).json(),
    ),
  );
  const returning = Boolean(state && code);
  const sendCallback = callback.send;
  useEffect(() => {
    if (!returning) return;
    sendCallback({ type: 'form.submit', values: {} });
    // The state is single-use: drop it from the address bar so a reload cannot replay it.
    window.history.replaceState(null, '', '/accounting_auth');
  }, [returning, sendCallback]);
  const done = callback.snapshot.matches('succeeded')
    ? (callback.snapshot.context.result as IntegrationDetail)
    : null;
  const error = callback.snapshot.context.error ?? start.snapshot.context.error;
  return (
    <section aria-labelledby="page-title" className="max-w-xl space-y-4">
      <h1 id="page-title" className="text-xl font-semibold">
        Connect your accounting system
      </h1>
      {returning && !done && !error && <p className="text-sm">Completing the connection…</p>}
      {done && (
        <p role="status" className="text-sm">
          Accounting system: <IntegrationStatus item={done} />
        </p>
      )}
      {error && <LoadError look="line" message={error} />}
      {!returning || done || error ? (
        <form onSubmit={start.onSubmit} className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            You will be sent to the accounting system to allow this company's journal to be sent to
            it, then brought back here.
          </p>
          <button
            type="submit"
            disabled={start.busy}
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
          >
            {done ? 'Connect again' : 'Connect'}
          </button>
        </form>
      ) : null}
      <SpaLink href="/integrations/accounting" className="text-sm text-brand underline">
        Accounting system settings
      </SpaLink>
    </section>
  );
}
