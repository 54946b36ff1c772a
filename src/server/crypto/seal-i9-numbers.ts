import { eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import {
  I9_SECTION1_NUMBERS,
  I9_SECTION2_NUMBERS,
  type I9NumberField,
} from '../../resources/i9-forms/numbers';
import type { Db } from '../db/client';
import { i9Forms } from '../db/schema';
import { sealNumbers, withoutNumbers } from '../../resources/i9-forms/server';
import { isSealed, type Vault } from './vault';

const keysIn = (answers: SQLWrapper, fields: readonly string[]) =>
  sql`coalesce(${answers} ?| array[${sql.raw(fields.map((f) => `'${f}'`).join(','))}], false)`;
const clearColumn = (field: I9NumberField) =>
  sql`(${i9Forms[field]} is not null and ${i9Forms[field]} not like 'enc:v1:%')`;

/**
 * Seals the I-9 numbers an older version kept in clear: inside the answers of either section (the
 * I-94, passport and List A/B/C numbers) or in a number column. Each moves to its sealed column,
 * its last four digits staying in the answers. Idempotent: a sealed row matches no condition.
 */
export async function sealI9Numbers(db: Db, vault: Vault): Promise<number> {
  const found = await db
    .select()
    .from(i9Forms)
    .where(
      or(
        keysIn(i9Forms.section1, I9_SECTION1_NUMBERS),
        keysIn(i9Forms.section2, I9_SECTION2_NUMBERS),
        ...[...I9_SECTION1_NUMBERS, ...I9_SECTION2_NUMBERS].map(clearColumn),
      ),
    );
  for (const row of found) {
    const clearOf = (answers: Record<string, unknown> | null, fields: readonly I9NumberField[]) =>
      Object.fromEntries(
        fields.flatMap((f) => {
          const column = row[f];
          if (answers && f in answers) return [[f, answers[f]]];
          return column !== null && !isSealed(column) ? [[f, column]] : [];
        }),
      );
    const one = sealNumbers(vault, clearOf(row.section1, I9_SECTION1_NUMBERS), I9_SECTION1_NUMBERS);
    const two = sealNumbers(vault, clearOf(row.section2, I9_SECTION2_NUMBERS), I9_SECTION2_NUMBERS);
    await db
      .update(i9Forms)
      .set({
        ...one.columns,
        ...two.columns,
        section1: { ...withoutNumbers(row.section1), ...one.lastFours },
        section2: row.section2 && { ...withoutNumbers(row.section2), ...two.lastFours },
      })
      .where(eq(i9Forms.id, row.id));
  }
  return found.length;
}
