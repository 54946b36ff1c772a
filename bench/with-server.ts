import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

/** Runs fn against a real server on a throwaway data folder (or DATABASE_URL when given). */
export async function withServer<T>(fn: (baseUrl: string) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('is running at')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
    });
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
