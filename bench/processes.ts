import { spawn, type ChildProcess } from 'node:child_process';

export interface Running {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts a TypeScript entry point and its arguments from its bundle, as `npm start` starts the
 * product, and waits for `ready` in its output, which gives the port.
 */
function start(args: string[], env: Record<string, string>, ready: RegExp): Promise<Running> {
  const child = spawn(process.execPath, ['scripts/run-bundled.mjs', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => stopChild(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = ready.exec(out);
      if (m) resolve({ base: `http://127.0.0.1:${m[1]}`, stop });
    });
    child.on('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code}: ${out.slice(-2000)}`)),
    );
  });
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The product (`src/server/main.ts`) in its own process on `databaseUrl`, its data folder holding
 * the key that sealed that database's personal numbers. With `captureFile`, every statement it
 * sends is written there (bench/capture-sql.ts); measured runs start it without.
 */
export const startProduct = (databaseUrl: string, dataDir: string, captureFile?: string) =>
  start(
    [...(captureFile ? ['--import', './bench/capture-sql.ts'] : []), 'src/server/main.ts'],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...(captureFile ? { BENCH_CAPTURE_FILE: captureFile } : {}),
    },
    /is running at http:\/\/localhost:(\d+)/,
  );

/** The bare reference server (bench/reference-server.ts) in its own process. */
export const startReference = (databaseUrl: string, planFile: string) =>
  start(['bench/reference-server.ts', databaseUrl, planFile], {}, /listening (\d+)/);

export interface Load {
  rps: number;
  p50: number;
  p95: number;
  requests: number;
  failures: number;
}

/** One burst of the load generator (bench/load.ts) in its own process. */
export function runLoad(
  url: string,
  seconds: number,
  concurrency: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  const child = spawn(
    process.execPath,
    [
      'scripts/run-bundled.mjs',
      'bench/load.ts',
      url,
      String(seconds),
      String(concurrency),
      JSON.stringify(headers),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as Load)
        : reject(new Error(`load ${url}: exit ${code}`)),
    ),
  );
}
