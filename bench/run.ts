import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { bundleSize } from './bundle-size';
import { DEFAULT_SCALE, FULL_SCALE, keptDatabase } from './kept-database';

/**
 * `npm run bench` measures at DEFAULT_SCALE timesheets on a PostgreSQL database seeded once and kept
 * by name (bench/kept-database.ts); `--full` at 1,000,000; `--scale=<n>` at n (its own kept database,
 * so two people measuring different changes to the scale seed do not drop each other's); `--only=side-by-side,long-work` runs just
 * those sections (`--only=month-end,payroll`: invoice generation and payroll beside their references). PostgreSQL is `BENCH_PG_URL` (default the local server).
 */
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const scaleArg = process.argv.find((a) => a.startsWith('--scale='))?.slice('--scale='.length);
const scale = scaleArg
  ? Number(scaleArg)
  : process.argv.includes('--full')
    ? FULL_SCALE
    : DEFAULT_SCALE;
if (!Number.isInteger(scale) || scale < 1)
  throw new Error(`--scale takes a whole number of timesheets, not ${scaleArg}`);
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const sections: [string, () => Promise<void>][] = [
  [
    'bundle',
    async () => {
      if (!existsSync('dist/index.html'))
        execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
      console.log('== Bundle size');
      await bundleSize(['/login']);
    },
  ],
  ['lighthouse', async () => void (await (await import('./lighthouse')).benchLighthouse())],
  [
    'side-by-side',
    async () => {
      console.log(
        `== The product beside a bare reference on its own SQL, PostgreSQL, ${scale.toLocaleString('en-US')} timesheets`,
      );
      const db = await keptDatabase(PG_SERVER, scale);
      if ('skipped' in db) return console.log(db.skipped);
      console.log(
        db.seededIn === undefined
          ? `kept database ${new URL(db.url).pathname.slice(1)}`
          : `seeded ${new URL(db.url).pathname.slice(1)} in ${db.seededIn.toFixed(0)} s`,
      );
      await (await import('./side-by-side')).benchSideBySide(db);
    },
  ],
  [
    'reports',
    async () => {
      console.log(
        `== Every report as the admin, PostgreSQL, ${scale.toLocaleString('en-US')} timesheets`,
      );
      const db = await keptDatabase(PG_SERVER, scale);
      if ('skipped' in db) return console.log(db.skipped);
      await (await import('./reports-at-scale')).benchReportsAtScale(db);
    },
  ],
  [
    'month-end',
    async () => {
      const db = await keptDatabase(PG_SERVER, scale);
      if ('skipped' in db) return console.log(db.skipped);
      await (await import('./month-end')).benchMonthEnd(db);
    },
  ],
  [
    'payroll',
    async () => {
      const db = await keptDatabase(PG_SERVER, scale);
      if ('skipped' in db) return console.log(db.skipped);
      await (await import('./payroll')).benchPayroll(db);
    },
  ],
  ['uploads', async () => (await import('./uploads')).benchUploads()],
  ['long-work', async () => (await import('./long-work')).benchLongWork()],
  ['report-memory', async () => (await import('./report-memory')).benchReportMemory()],
];
const started = performance.now();
console.log(
  `npm run bench, ${new Date().toISOString()}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const [name, run] of sections)
  if (!only || only.includes(name)) {
    const t = performance.now();
    await run();
    console.log(`(${name}: ${((performance.now() - t) / 1000).toFixed(0)} s)`);
  }
console.log(`npm run bench took ${((performance.now() - started) / 1000 / 60).toFixed(1)} min`);
