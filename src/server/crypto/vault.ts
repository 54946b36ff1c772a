import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) of personal numbers at rest. A sealed value names the
 * key it was sealed with, so a new key can be introduced while older rows still open, and the
 * column it belongs to (as associated data), so a value copied into another column fails to open.
 */
export interface Vault {
  seal(column: string, plaintext: string): string;
  open(column: string, sealed: string): string;
}

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (value: string) => value.startsWith(PREFIX);

export const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export class VaultError extends Error {}

/** `current` seals; `older` keys only open what they sealed before a rotation. */
export function createVault(current: Buffer, older: readonly Buffer[] = []): Vault {
  const keys = new Map([current, ...older].map((k) => [keyId(k), k]));
  const currentId = keyId(current);
  return {
    seal(column, plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv).setAAD(Buffer.from(column));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${PREFIX}${currentId}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(column, sealed) {
      const [id, payload] = isSealed(sealed) ? sealed.slice(PREFIX.length).split(':') : [];
      const key = id ? keys.get(id) : undefined;
      if (!key || !payload) throw new VaultError('Sealed with an unknown key or not sealed');
      const raw = Buffer.from(payload, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(
          Buffer.from(column),
        );
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new VaultError('A sealed value failed authentication');
      }
    },
  };
}
