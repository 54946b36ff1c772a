import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seededDataFolder } from '../db/seeded-folder';
import { spawnProcess, spawnServer, type ServerProcess } from './spawn-server';

const running: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) {
    s.child.kill('SIGKILL');
    await s.exited;
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** PORT 0: the system picks a free port, so parallel checkouts never collide. */
function start(dataDir: string) {
  const s = spawnServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
  running.push(s);
  return s;
}
/** The seed's first parts in a process that opens the folder as a server does (seed-child.ts). */
function startSeed(dataDir: string) {
  const s = spawnProcess(['tests/process/seed-child.ts', dataDir]);
  running.push(s);
  return s;
}
const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'bo-data-'));
  dirs.push(d);
  return d;
};
const signIn = (server: ServerProcess) =>
  fetch(`${server.url()}/v2/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'correct-horse-demo' }),
  });
/** A folder as a first start leaves it, for tests whose subject is not the seed itself. */
const seededDir = async () => {
  const d = freshDir();
  await seededDataFolder(d);
  return d;
};

// Each test starts real processes (tsx compile, PGlite).
describe('the embedded data folder', { timeout: 180_000 }, () => {
  // One server's life on a seeded folder: it keeps a second one out while it serves, closes
  // cleanly, and its successor serves the same data.
  it('refuses a second server on the same folder while the first serves; closes on SIGTERM and reopens with its data', async () => {
    const dir = await seededDir();
    const first = start(dir);
    await first.waitFor('is running at');
    const second = start(dir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dir} is in use by another server`);
    expect((await fetch(`${first.url()}/v2/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const again = start(dir);
    await again.waitFor('is running at');
    expect(again.output()).not.toContain('seed: demo-tenants started');
    // The browser suite runs on PostgreSQL when offered one: the embedded database serves here.
    const login = await signIn(again);
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const list = await fetch(`${again.url()}/v2/timesheets`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('finishes the seed after being killed in the middle of it', async () => {
    const dir = freshDir();
    const victim = startSeed(dir);
    await victim.waitFor('seed: demo-tenants started');
    victim.child.kill('SIGKILL');
    await victim.exited;
    expect(victim.output()).not.toContain('seed: demo-tenants done');

    const again = startSeed(dir);
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain('seed: demo-tenants done');
    expect(again.output()).toContain('admins: 1');
  });
});
