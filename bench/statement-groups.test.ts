import { describe, expect, it } from 'vitest';
import { copyScript, inline } from './csv-copy';
import { planOf, type Captured } from './statement-groups';

const at = (text: string, started: number, ended: number, values?: unknown[]): Captured => ({
  text,
  started,
  ended,
  values,
});

describe("the reference's plan from captured statements", () => {
  it('runs together what the product had in flight together, the rest one after the other', () => {
    const plan = planOf([
      at('select total', 12, 30),
      at('select session', 0, 10),
      at('select page', 11, 20),
      at('select more', 25, 28),
      at('commit', 31, 32),
    ]);
    expect(plan.map((g) => g.map((s) => s.text))).toEqual([
      ['select session'],
      ['select page', 'select total', 'select more'],
      ['commit'],
    ]);
  });

  it('writes parameters in as literals for psql, quotes doubled, nulls as NULL, $10 not read as $1', () => {
    const values = ["O'Hara", null, ...Array.from({ length: 7 }, (_, i) => String(i)), 'ten'];
    expect(inline('select $1, $2, $10 where a = $1', values)).toBe(
      "select 'O''Hara', NULL, 'ten' where a = 'O''Hara'",
    );
  });

  it("copies the export's selects and runs its other statements as they were", () => {
    expect(
      copyScript([
        [{ text: 'begin' }],
        [{ text: 'select *\n from t where id = $1', values: ['7'] }],
      ]),
    ).toBe("begin;\n\\copy (select * from t where id = '7') to '/dev/null' csv");
  });
});
