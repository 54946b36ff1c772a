import { demoOnlyStatus } from '../adapter';
import { randomBytes } from 'node:crypto';
import type { IntegrationAdapter } from '../adapter';

const exchange = async (code: string) =>
  code.startsWith('demo_') ? { token: `acct_${randomBytes(18).toString('base64url')}` } : null;

/**
 * The accounting system the journal (docs/accounting.md) is sent to, connected OAuth-style from
 * `/accounting_auth`: `authorizeUrl` is where the browser goes with the sealed state, and the
 * provider sends it back to `/accounting_auth?state=…&code=…`, whose code `exchange` trades for the
 * token stored sealed as the credential.
 *
 * DEMO ONLY: the stand-in provider's consent page is the callback itself and every `demo_` code
 * exchanges for a random token. Replace with a real provider (same shape) before going live.
 */
export const accountingAdapter = {
  id: 'accounting',
  name: 'Accounting system',
  status: demoOnlyStatus,
  authorizeUrl: (state: string) =>
    `/accounting_auth?${new URLSearchParams({ state, code: `demo_${randomBytes(12).toString('base64url')}` })}`,
  exchange,
  test: async () => {
    const exchanged = await exchange('demo_test');
    return exchanged
      ? { ok: true, message: 'A test authorization code was exchanged for a token' }
      : { ok: false, message: 'The accounting system refused the test code' };
  },
} satisfies IntegrationAdapter & Record<string, unknown>;
