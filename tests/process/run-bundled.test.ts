import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';

const run = (...args: string[]) =>
  JSON.parse(
    execFileSync(process.execPath, ['scripts/run-bundled.mjs', ...args], { encoding: 'utf8' }),
  ) as { preloaded: boolean; args: string[] };

// The bench's capture run starts the product with `--import bench/capture-sql.ts` (bench/processes.ts).
test('a module named with --import runs before the entry, which gets only its own arguments', () => {
  expect(
    run('--import', 'tests/process/preload-mark.ts', 'tests/process/print-preloaded.ts', 'a', 'b'),
  ).toEqual({ preloaded: true, args: ['a', 'b'] });
  expect(run('tests/process/print-preloaded.ts', '--import')).toEqual({
    preloaded: false,
    args: ['--import'],
  });
});
