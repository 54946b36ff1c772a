import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStorage } from './storage';

const root = await mkdtemp(join(tmpdir(), 'disk-stream-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('disk storage, written piece by piece', () => {
  it('stores the pieces in order as one file', async () => {
    const storage = diskStorage(root);
    async function* pieces() {
      yield Buffer.from('a,b\n');
      yield Buffer.from('1,2\n');
      yield Buffer.from('Total,3\n');
    }
    await storage.putStream!('report/one', pieces());
    expect((await storage.get('report/one'))?.toString()).toBe('a,b\n1,2\nTotal,3\n');
  });

  it('offers nothing under the key when the pieces stop on an error', async () => {
    const storage = diskStorage(root);
    async function* broken() {
      yield Buffer.from('a,b\n');
      throw new Error('database gone');
    }
    await expect(storage.putStream!('report/two', broken())).rejects.toThrow('database gone');
    expect(await storage.get('report/two')).toBeUndefined();
  });
});
