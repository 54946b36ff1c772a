import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/db/test-db';
import { testVault } from '../../../tests/db/test-vault';
import type { Database } from '../db/client';
import { i9Forms, users } from '../db/schema';
import { I9_PENDING_WORKER } from '../seed/pending-onboarding';
import { sealPersonalNumbers } from './seal-rows';

let database: Database;
beforeAll(async () => {
  database = await createTestDb('seeded');
});
afterAll(async () => {
  await database.close();
});

describe('I-9 numbers an older version kept in clear', () => {
  it('are sealed into their columns at start, once, the last four staying in the answers', async () => {
    const [row] = await database.db
      .select({ f: i9Forms })
      .from(i9Forms)
      .innerJoin(users, eq(users.id, i9Forms.user_id))
      .where(eq(users.email, I9_PENDING_WORKER));
    if (!row) throw new Error('the seeded I-9 is missing');
    // As the version before sealing stored them: numbers among the answers, the A-Number in clear.
    await database.db
      .update(i9Forms)
      .set({
        section1: { ...row.f.section1, i94_number: '31415926535' },
        alien_number: '271828182',
        section2: {
          list_a_title: 'U.S. Passport or U.S. Passport Card',
          list_a_number: '561234567',
        },
      })
      .where(eq(i9Forms.id, row.f.id));

    expect(await sealPersonalNumbers(database.db, testVault)).toBe(1);
    expect(await sealPersonalNumbers(database.db, testVault)).toBe(0);

    const [after] = await database.db.select().from(i9Forms).where(eq(i9Forms.id, row.f.id));
    expect(JSON.stringify(after)).not.toMatch(/31415926535|271828182|561234567/);
    expect(testVault.open('i9_forms.i94_number', after!.i94_number!)).toBe('31415926535');
    expect(testVault.open('i9_forms.alien_number', after!.alien_number!)).toBe('271828182');
    expect(testVault.open('i9_forms.list_a_number', after!.list_a_number!)).toBe('561234567');
    expect(after?.section1).toMatchObject({ i94_number_last4: '6535', last_name: 'Holloway' });
    expect(after?.section2).toMatchObject({
      list_a_title: 'U.S. Passport or U.S. Passport Card',
      list_a_number_last4: '4567',
    });
  });
});
