import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { environment: 'node', testTimeout: 30000, hookTimeout: 600000, isolate: false, include: ['src/server/zz/*.test.ts'], setupFiles: ['bench/tmp-zz/prof-setup.ts'], env: { TEST_DB_DRIVER: 'postgres' }, maxWorkers: 2, globalSetup: ['tests/db/global-setup.ts'] } });
