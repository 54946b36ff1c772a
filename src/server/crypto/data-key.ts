import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDemoMode, type Env } from '../env';
import { createVault, type Vault } from './vault';

const KEY_BYTES = 32;

function decodeKey(text: string, name: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error(`${name} must be the base64 of ${KEY_BYTES} random bytes`);
  return key;
}

/**
 * Demo mode keeps its key beside its data: created once ('wx', so two processes starting together
 * cannot write two keys), readable by this user only.
 */
function demoKey(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'secret.key');
  try {
    writeFileSync(path, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return decodeKey(readFileSync(path, 'utf8'), path);
}

/** The vault for personal numbers; production refuses to start without DATA_ENCRYPTION_KEY. */
export function vaultFromEnv(env: Env): Vault {
  const older = (env.DATA_ENCRYPTION_OLD_KEYS ?? '')
    .split(',')
    .filter((k) => k.trim())
    .map((k) => decodeKey(k, 'DATA_ENCRYPTION_OLD_KEYS'));
  if (env.DATA_ENCRYPTION_KEY)
    return createVault(decodeKey(env.DATA_ENCRYPTION_KEY, 'DATA_ENCRYPTION_KEY'), older);
  if (!isDemoMode(env))
    throw new Error(
      'DATA_ENCRYPTION_KEY is required in production: personal numbers are encrypted at rest',
    );
  return createVault(demoKey(env.DATA_DIR), older);
}
