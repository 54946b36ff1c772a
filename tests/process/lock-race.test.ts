import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

interface Racer {
  outcome: Promise<string>;
  finish: () => Promise<void>;
}

function race(dir: string): Racer {
  const child = spawn(
    process.execPath,
    ['scripts/run-bundled.mjs', 'tests/process/hold-lock.ts', dir],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`hold-lock exited ${code}`)),
    ),
  );
  const outcome = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    exited.then(() => resolve(out.trim()), reject);
  });
  return {
    outcome,
    finish: () => {
      child.stdin.end();
      return exited;
    },
  };
}

/** A pid that is certainly not running: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((r) => child.on('exit', r));
  return child.pid ?? 999_999;
}

describe('the data folder lock under a start-up race', { timeout: 120_000 }, () => {
  it('six processes racing over a lock left by a dead server: exactly one holds it, every trial', async () => {
    for (let trial = 0; trial < 4; trial++) {
      const dir = mkdtempSync(join(tmpdir(), 'bo-lock-'));
      dirs.push(dir);
      writeFileSync(join(dir, 'server.lock'), String(await deadPid()));
      const racers = Array.from({ length: 6 }, () => race(dir));
      const outcomes = await Promise.all(racers.map((r) => r.outcome));
      await Promise.all(racers.map((r) => r.finish()));
      expect(outcomes.filter((o) => o === 'HELD')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'LOCKED')).toHaveLength(5);
    }
  });
});
