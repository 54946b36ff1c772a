import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const common = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;

// Test files share a worker's module cache (`isolate: false`): importing the server and the app once
// per worker instead of once per file saves minutes of the suite. Files that replace a module with
// `vi.mock` need a module cache of their own, so they run isolated; add such a file here.
const MOCKS_MODULES = ['src/server/auth/sign-in-limit.test.ts'];

const unitFiles = ['machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'];
// Tests of PostgreSQL itself (advisory locks, several servers on one database) run in the postgres project.
const unitExclude = ['**/*.pg.test.ts', '**/node_modules/**'];
const serverFiles = ['src/server/**/*.test.ts', 'tests/**/*.db.test.ts', 'tests/**/*.pg.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...common,
      name: 'unit',
      isolate: false,
      include: unitFiles,
      exclude: [...unitExclude, ...MOCKS_MODULES],
    },
  },
  { test: { ...common, name: 'unit-isolated', include: MOCKS_MODULES, exclude: unitExclude } },
];

// The server suite runs a second time on a real PostgreSQL server when one is offered.
if (process.env.TEST_DATABASE_URL) {
  const env = { TEST_DB_DRIVER: 'postgres' };
  projects.push(
    {
      test: {
        ...common,
        name: 'postgres',
        isolate: false,
        include: serverFiles,
        exclude: ['**/node_modules/**', ...MOCKS_MODULES],
        env,
      },
    },
    {
      test: {
        ...common,
        name: 'postgres-isolated',
        include: MOCKS_MODULES.filter((f) => f.startsWith('src/server/')),
        env,
      },
    },
  );
}

export default defineConfig({
  test: { projects, globalSetup: ['tests/db/global-setup.ts'], fileParallelism: true, maxWorkers: 2 },
});
