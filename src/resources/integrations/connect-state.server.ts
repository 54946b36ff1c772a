import { randomBytes } from 'node:crypto';
import type { Vault } from '../../server/crypto/vault';

/** The vault column the connect state is sealed for: it opens nowhere else. */
const STATE_COLUMN = 'integration_configs.connect_state';
export const STATE_TTL_MS = 10 * 60 * 1000;

interface ConnectState {
  owner: string;
  nonce: string;
  expires: number;
}

/** A sealed, expiring state for one connect: who started it and the nonce stored for it. */
export function sealState(vault: Vault, owner: string, now: Date) {
  const nonce = randomBytes(18).toString('base64url');
  const state = vault.seal(
    STATE_COLUMN,
    JSON.stringify({ owner, nonce, expires: now.getTime() + STATE_TTL_MS }),
  );
  return { state, nonce };
}

/** The state's contents, or null for one that was tampered with, sealed elsewhere or is expired. */
export function openState(vault: Vault, state: string, now: Date): ConnectState | 'expired' | null {
  try {
    const parsed = JSON.parse(vault.open(STATE_COLUMN, state)) as ConnectState;
    return parsed.expires < now.getTime() ? 'expired' : parsed;
  } catch {
    return null;
  }
}
