import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/db/test-db';
import { planReusingDb, type Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await createTestDb('migrated');
});
afterAll(async () => database.close());

it('plans every run of a prepared statement with its values, on every pooled connection', async () => {
  // Ten at once, so the pool opens several connections rather than reusing one.
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => i).map(
      // Both drivers answer `execute` with `{ rows }`.
      async () =>
        (await database.db.execute(
          sql`select current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid, pg_sleep(0.05)`,
        )) as unknown as { rows: { mode: string; pid: number }[] },
    ),
  );
  const rows = answers.map((a) => a.rows[0]);
  expect(new Set(rows.map((r) => r?.pid)).size).toBeGreaterThan(1);
  expect(new Set(rows.map((r) => r?.mode))).toEqual(new Set(['force_custom_plan']));
});

it('plans the statements of the lists that keep their plans as PostgreSQL chooses, on connections of their own', async () => {
  const reusing = planReusingDb(database.db);
  expect(reusing).not.toBe(database.db);
  // Both drivers answer `execute` with `{ rows }`.
  const { rows } = (await reusing.execute(
    sql`select current_setting('plan_cache_mode') as mode`,
  )) as unknown as { rows: { mode: string }[] };
  expect(rows).toEqual([{ mode: 'auto' }]);
});
