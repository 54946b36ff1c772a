import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** The base URL the server printed on start. */
  url(): string;
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

/** Starts `src/server/main.ts` as a real process, the way `npm start` does (from its bundle). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  // VERBOSE: the tests wait for the seed's own progress lines.
  return spawnProcess(['src/server/main.ts'], { VERBOSE: '1', ...env });
}

/**
 * Runs a TypeScript file of the project as a process of its own, from its bundle
 * (scripts/bundle.mjs), its output kept for the test.
 */
export function spawnProcess(args: string[], env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['scripts/run-bundled.mjs', ...args], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    url() {
      const m = /is running at (http:\/\/\S+)/.exec(out);
      if (!m?.[1]) throw new Error(`server has not printed its URL yet:\n${out}`);
      return m[1].replace('localhost', '127.0.0.1');
    },
    exited,
    waitFor(text, timeoutMs = 150_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (out.includes(text)) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out waiting for "${text}"; output so far:\n${out}`));
        }, timeoutMs);
        listeners.add(check);
        void exited.then(() => {
          if (!out.includes(text)) {
            listeners.delete(check);
            clearTimeout(timer);
            reject(new Error(`server exited before "${text}"; output:\n${out}`));
          }
        });
        check();
      });
    },
  };
}
