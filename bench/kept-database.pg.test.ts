import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { keptDatabase, keptName } from './kept-database';

const server = process.env.TEST_DATABASE_URL!;
// A scale no bench uses, so the test's kept database is its own.
const SCALE = 7;

afterAll(async () => {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists "${keptName(SCALE)}" with (force)`);
  await admin.end();
  rmSync(resolve('.cache/bench', keptName(SCALE)), { recursive: true, force: true });
});

it('seeds a scale once when two benches ask for it together; the other waits and keeps it', async () => {
  const seeded: string[] = [];
  const seed = async (url: string) => {
    seeded.push(new URL(url).pathname.slice(1));
    await new Promise((r) => setTimeout(r, 500));
  };
  // Either may take the lock first; the one that seeded says how long it took.
  const [first, second] = (
    await Promise.all([keptDatabase(server, SCALE, seed), keptDatabase(server, SCALE, seed)])
  ).sort((a, b) => Number('seededIn' in b) - Number('seededIn' in a));
  expect(seeded).toEqual([`${keptName(SCALE)}_seeding`]);
  const kept = { url: expect.stringMatching(new RegExp(`/${keptName(SCALE)}$`)) };
  expect(first).toMatchObject({ ...kept, seededIn: expect.any(Number) });
  expect(second).toEqual({ ...kept, dataDir: (first as { dataDir: string }).dataDir });
});
