import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/db/test-db';
import { testVault } from '../../../tests/db/test-vault';
import type { Database } from '../db/client';
import { contractors } from '../db/schema';
import { sealPersonalNumbers, SSN_COLUMN } from './seal-rows';

let database: Database;
beforeAll(async () => {
  database = await createTestDb('seeded');
});
afterAll(async () => {
  await database.close();
});

describe('personal numbers at rest', () => {
  it('the seeded SSNs are sealed in the raw rows, with only the last four in clear', async () => {
    const rows = await database.db.select().from(contractors).where(isNotNull(contractors.ssn));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.ssn).toMatch(/^enc:v1:/);
      expect(r.ssn).not.toMatch(/\d{3}-\d{2}-\d{4}/);
      expect(testVault.open(SSN_COLUMN, r.ssn ?? '')).toMatch(new RegExp(`${r.ssn_last4}$`));
    }
  });

  it('seals rows a version storing them in clear left behind, once', async () => {
    const [victim] = await database.db
      .select()
      .from(contractors)
      .where(isNotNull(contractors.ssn))
      .limit(1);
    if (!victim) throw new Error('no contractor with an SSN in the seed');
    await database.db
      .update(contractors)
      .set({ ssn: '219-09-9999', ssn_last4: null })
      .where(eq(contractors.id, victim.id));

    expect(await sealPersonalNumbers(database.db, testVault)).toBe(1);
    expect(await sealPersonalNumbers(database.db, testVault)).toBe(0);

    const [after] = await database.db
      .select()
      .from(contractors)
      .where(eq(contractors.id, victim.id));
    expect(after?.ssn).not.toContain('9999');
    expect(after?.ssn_last4).toBe('9999');
    expect(testVault.open(SSN_COLUMN, after?.ssn ?? '')).toBe('219-09-9999');
  });
});
