import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const common = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;

const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      ...common,
      name: 'unit',
      include: ['machines/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
      // Tests of PostgreSQL itself (advisory locks, several servers on one database) run in the postgres project.
      exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
    },
  },
];

// The server suite runs a second time on a real PostgreSQL server when one is offered.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      ...common,
      name: 'postgres',
      include: ['src/server/**/*.test.ts', 'tests/**/*.db.test.ts', 'tests/**/*.pg.test.ts'],
      env: { TEST_DB_DRIVER: 'postgres' },
    },
  });
}

export default defineConfig({
  test: { projects, globalSetup: ['tests/db/global-setup.ts'], fileParallelism: true, maxWorkers: 2 },
});
