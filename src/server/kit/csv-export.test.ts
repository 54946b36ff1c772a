import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { assignmentsResource } from '../../resources/assignments/contract';
import { listQuerySchema } from '../../domain/resources/list-query-schema';
import { loadUser } from '../auth/load-user';
import { userByEmail } from '../routes/user/find-user';
import { assignmentsServer } from '../../resources/assignments/server';
import { csvChunks } from './csv-export';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const collect = async (chunks: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
};

it('reads the download in batches and writes every row, whatever the batch size', async () => {
  const found = await userByEmail(h.deps.db, 'admin@demo.test');
  const admin = found && (await loadUser(h.deps.db, found.id));
  if (!admin) throw new Error('the seed has no admin');
  const q = listQuerySchema(assignmentsResource.query).parse({});
  const whole = await collect(
    csvChunks(h.deps.db, assignmentsResource, assignmentsServer, { user: admin, q }),
  );
  const batched = await collect(
    csvChunks(h.deps.db, assignmentsResource, assignmentsServer, { user: admin, q }, 2),
  );
  const rows = whole.join('').trimEnd().split('\n').length - 1;
  expect(rows, 'enough rows for several batches').toBeGreaterThan(2);
  // A header chunk, then one chunk per batch of 2.
  expect(batched.length).toBe(1 + Math.ceil(rows / 2));
  expect(batched.join('')).toBe(whole.join(''));
});
