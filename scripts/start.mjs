// Builds the SPA when the build is missing or older than its sources (the resource folders hold
// pages too), and starts the server meanwhile.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const p = join(dir, e.name);
    return Math.max(max, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }, 0);

const built = join(root, 'dist/index.html');
const sources = ['src/app', 'src/resources', 'src/domain', 'machines', 'public']
  .map((d) => join(root, d))
  .filter(existsSync);
const stale =
  !existsSync(built) ||
  Math.max(...sources.map(newest), statSync(join(root, 'index.html')).mtimeMs) >
    statSync(built).mtimeMs;
// The build runs while the server opens (on a first start, seeds) its database: the server
// assembles the app, which serves dist/, once told the build is there.
let build;
if (stale) {
  console.log('Building the web app…');
  build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
// Request logs are details: the console shows warnings unless asked (VERBOSE=1 or LOG_LEVEL).
const env = {
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? (process.env.VERBOSE === '1' ? 'info' : 'warn'),
  ...(build ? { SPA_BUILDING: '1' } : {}),
};
// The server runs from its bundle (scripts/bundle.mjs): it loads in a tenth of the time tsx took.
const child = spawn(
  process.execPath,
  [join(root, 'scripts/run-bundled.mjs'), 'src/server/main.ts'],
  {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env,
  },
);
build?.on('exit', (status) => {
  if (status !== 0) {
    child.kill('SIGTERM');
    process.exitCode = status ?? 1;
  } else if (child.connected) child.send('spa-built');
});
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    build?.kill(sig);
    child.kill(sig);
  });
child.on('exit', (code) => {
  build?.kill('SIGTERM');
  process.exit(process.exitCode ?? code ?? 0);
});
