import { expect, it } from 'vitest';
import { keptPattern } from './kept-database';

it("a scale's kept databases are named by its pattern, another scale's never", () => {
  const at100k = new RegExp(keptPattern(100_000));
  expect(at100k.test('bench_100000_5011ee96e2')).toBe(true);
  expect(at100k.test('bench_100000_5011ee96e2_seeding')).toBe(true);
  expect(at100k.test('bench_1000000_5011ee96e2')).toBe(false);
  expect(at100k.test('bench_1000000_5011ee96e2_seeding')).toBe(false);
  expect(at100k.test('bench_100000_5011ee96e2_other')).toBe(false);
});
