import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { vaultFromEnv } from './data-key';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'bo-key-'));
  dirs.push(d);
  return d;
};

describe('the data encryption key', () => {
  it('in demo mode is created once in the data folder, readable by its owner only, and reused', () => {
    const dir = freshDir();
    const first = vaultFromEnv(parseEnv({ DATA_DIR: dir }));
    const key = readFileSync(join(dir, 'secret.key'), 'utf8');
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    const sealed = first.seal('c', '123456789');
    expect(vaultFromEnv(parseEnv({ DATA_DIR: dir })).open('c', sealed)).toBe('123456789');
    expect(readFileSync(join(dir, 'secret.key'), 'utf8')).toBe(key);
  });

  it('in production is required from the environment', () => {
    const dir = freshDir();
    expect(() => vaultFromEnv(parseEnv({ NODE_ENV: 'production', DATA_DIR: dir }))).toThrow(
      /DATA_ENCRYPTION_KEY is required/,
    );
    const key = Buffer.alloc(32, 9).toString('base64');
    const vault = vaultFromEnv(
      parseEnv({ NODE_ENV: 'production', DATA_DIR: dir, DATA_ENCRYPTION_KEY: key }),
    );
    expect(vault.open('c', vault.seal('c', '42'))).toBe('42');
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => vaultFromEnv(parseEnv({ DATA_ENCRYPTION_KEY: 'c2hvcnQ=' }))).toThrow(
      /32 random bytes/,
    );
  });
});
