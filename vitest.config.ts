import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import SlowFirstSequencer from './tests/slow-first-sequencer.ts';

// The first server test of a run may build the database templates (tests/db/template-cache.ts) in
// its beforeAll: about 20 s on a quiet machine, over two minutes on a busy one (measured 140 s at load 20).
const common = { environment: 'node', testTimeout: 30_000, hookTimeout: 600_000 } as const;

// Test files share a worker's module cache (`isolate: false`): importing the server and the app once
// per worker instead of once per file saves minutes of the suite. So no test replaces a module with
// `vi.mock` (it would leak into the worker's later files): a test observes through what the code
// offers (a diagnostics channel, a stubbed global `fetch`) instead.
const allFiles = [
  'machines/**/*.test.ts',
  'src/**/*.test.{ts,tsx}',
  'tests/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
];
// Tests of PostgreSQL itself (advisory locks, several servers on one database) need the server.
const pgOnly = ['**/*.pg.test.ts', '**/node_modules/**'];
// A resource folder's server tests are named `*.server.test.ts`; its chart, page and contract tests are unit tests.
const serverFiles = [
  'src/server/**/*.test.ts',
  'src/resources/**/*.server.test.ts',
  'tests/**/*.db.test.ts',
];
// Tests of PostgreSQL itself may live in a resource folder too (`*.pg.test.ts`, e.g. concurrent approvals).
// Server tests that are about the embedded database itself: they run on PGlite whatever is offered.
const EMBEDDED = ['src/server/payroll/queue.test.ts', 'src/server/kit/long-work.test.ts'];

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * The server suite runs once, on PostgreSQL when one is offered (about three times faster than the
 * embedded PGlite, and the database production runs), else on PGlite. The embedded database stays
 * covered where it matters: the test templates are migrated and seeded on it whenever the seed or a
 * migration changes (tests/db/template-cache.ts), the process tests start real servers on it and
 * sign in to them, and `EMBEDDED` files run on it. The browser suite follows the same rule
 * (scripts/e2e-server.ts).
 */
const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...common,
      name: 'unit',
      isolate: false,
      include: pgUrl
        ? [
            ...allFiles.filter((f) => !f.startsWith('src/')),
            'src/{app,domain,resources}/**/*.test.{ts,tsx}',
            ...EMBEDDED,
          ]
        : allFiles,
      exclude: [
        ...pgOnly,
        ...(pgUrl ? ['tests/**/*.db.test.ts', 'src/resources/**/*.server.test.ts'] : []),
      ],
    },
  },
];

if (pgUrl) {
  const env = { TEST_DB_DRIVER: 'postgres' };
  projects.push({
    test: {
      ...common,
      name: 'postgres',
      isolate: false,
      include: [
        ...serverFiles,
        'tests/**/*.pg.test.ts',
        'src/resources/**/*.pg.test.ts',
        'bench/**/*.pg.test.ts',
      ],
      exclude: ['**/node_modules/**', ...EMBEDDED],
      env,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    globalSetup: ['tests/db/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
