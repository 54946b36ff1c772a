import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';

/** Runs fn against a real server on a throwaway data folder (or DATABASE_URL when given). */
export async function withServer<T>(
  fn: (baseUrl: string) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
  const child = spawn(process.execPath, ['scripts/run-bundled.mjs', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /is running at http:\/\/localhost:(\d+)/.exec(out);
        if (m) resolve(`http://127.0.0.1:${m[1]}`);
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
    });
    return await fn(baseUrl);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs fn on a freshly created PostgreSQL database at url, dropped afterwards; says so and skips
 * when no server answers (a machine without PostgreSQL still gets the PGlite figures).
 */
export async function withFreshPostgres(url: string, fn: () => Promise<void>): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL skipped: ${(err as Error).message}`);
    return;
  }
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await fn();
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
