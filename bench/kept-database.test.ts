import { describe, expect, it } from 'vitest';
import { isKeptAt } from './kept-database';

describe('the kept databases of a scale', () => {
  it("are that scale's, seeded or being seeded, and never another scale's or a scratch copy", () => {
    expect(isKeptAt(100_000, 'bench_100000_5011ee96e2')).toBe(true);
    expect(isKeptAt(100_000, 'bench_100000_0123abcdef_seeding')).toBe(true);
    expect(isKeptAt(100_000, 'bench_1000000_5011ee96e2')).toBe(false);
    expect(isKeptAt(100_000, 'bench_1000000_5011ee96e2_seeding')).toBe(false);
    expect(isKeptAt(100_000, 'bench_100000_5011ee96e2_me_product')).toBe(false);
    expect(isKeptAt(1_000_000, 'bench_100000_5011ee96e2')).toBe(false);
  });
});
