import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function race(dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/process/hold-lock.ts', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`hold-lock exited ${code}`))));
  });
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
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => race(dir)));
      expect(outcomes.filter((o) => o === 'HELD')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'LOCKED')).toHaveLength(5);
    }
  });
});
