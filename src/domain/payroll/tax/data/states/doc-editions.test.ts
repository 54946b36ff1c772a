import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE_RULES } from './index';

/**
 * docs/payroll.md lists the states the engine withholds for and the tax year of each one's
 * edition; the data files are the truth, so the doc must say what they say.
 */
const doc = readFileSync(resolve(process.cwd(), 'docs/payroll.md'), 'utf8').replace(/\s+/g, ' ');

const covered = doc.match(
  /state income tax withholding for every state the demo works in \(([^)]*)\)/,
);
const editions = doc.match(
  /the edition's tax year \((\d{4}) where one was found; (.*?) otherwise, each saying so\)/,
);

/** "ID, KS 2024, LA 2025 and WI 2022" as state → year. */
function yearsOf(list: string): Map<string, number> {
  const years = new Map<string, number>();
  for (const [, states, year] of list.matchAll(/((?:[A-Z]{2}(?:, | and )?)+) (\d{4})/g))
    for (const state of states!.match(/[A-Z]{2}/g) ?? []) years.set(state, Number(year));
  return years;
}

describe('docs/payroll.md’s state withholding lines', () => {
  it('names exactly the states that have a data file', () => {
    expect(covered, 'the covered-states sentence').not.toBeNull();
    expect(covered![1]!.split(', ').sort()).toEqual(Object.keys(STATE_RULES).sort());
  });

  it('gives each state the tax year of its data file’s edition', () => {
    expect(editions, 'the editions sentence').not.toBeNull();
    const older = yearsOf(editions![2]!);
    for (const state of older.keys()) expect(Object.keys(STATE_RULES)).toContain(state);
    for (const [state, rule] of Object.entries(STATE_RULES))
      expect(older.get(state) ?? Number(editions![1]), state).toBe(rule.source.tax_year);
  });
});
