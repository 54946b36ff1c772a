import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

/** Runs fn against a real server on a throwaway data folder (or DATABASE_URL when given). */
export async function withServer<T>(fn: (baseUrl: string) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
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
