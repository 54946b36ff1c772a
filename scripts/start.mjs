// Builds the SPA when the build is missing or older than its sources (the resource folders hold
// pages too), then starts the server.
import { spawnSync, spawn } from 'node:child_process';
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
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Request logs are details: the console shows warnings unless asked (VERBOSE=1 or LOG_LEVEL).
const env = {
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? (process.env.VERBOSE === '1' ? 'info' : 'warn'),
};
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
