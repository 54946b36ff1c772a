import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { recordOutcome } from '../../resources/integrations/server';
import { adapterOf } from './registry';

/**
 * One call of a feature to an outside service (an order, an exchange…) on behalf of `ownerKey`.
 * When the adapter is live (its status is not `demo`: a configured or production service), the
 * outcome is recorded as a connection test's is: a failure starts `failing_since` on
 * `/integrations`, a success clears it, and either is a line of its recent calls. A thrown error
 * becomes a 502 naming the service; the log line names only what was called and the error's kind,
 * since a client library's message may quote an address with its key. Demo calls record nothing:
 * the stand-in's answers say nothing about a service.
 */
export async function liveCall<T>(
  deps: Deps,
  ownerKey: string,
  adapterId: string,
  what: string,
  call: () => Promise<T>,
): Promise<T> {
  const adapter = adapterOf(deps, adapterId);
  if (!adapter || adapter.status(deps.env) === 'demo') return call();
  const started = performance.now();
  try {
    const result = await call();
    await recordOutcome(
      deps,
      ownerKey,
      adapterId,
      { ok: true, message: `${what}: answered` },
      performance.now() - started,
    );
    return result;
  } catch (err) {
    const kind = err instanceof Error ? err.name : 'error';
    await recordOutcome(
      deps,
      ownerKey,
      adapterId,
      { ok: false, message: `${what}: failed (${kind})` },
      performance.now() - started,
    );
    throw new ApiError(502, `${adapter.name} did not answer: try again later`);
  }
}
