import { randomBytes } from 'node:crypto';
import type { ScreeningProvider } from './provider.server';

/**
 * DEMO ONLY: a stand-in provider that orders nothing anywhere. Its "provider page" is the return
 * URL itself, and every order it opened comes back finished with the result `clear`. The reference
 * is random and unguessable, and the server still checks the screening is the caller's own.
 * Replace it with a real provider's adapter (same interface) before going live.
 */
export const demoScreeningProvider: ScreeningProvider = {
  name: 'demo',
  async order({ returnPath }) {
    const reference = `demo_${randomBytes(18).toString('base64url')}`;
    return { reference, redirect_url: `${returnPath}?${new URLSearchParams({ reference })}` };
  },
  async complete(reference) {
    return reference.startsWith('demo_') ? { result: 'clear' } : null;
  },
};
