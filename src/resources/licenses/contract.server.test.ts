import { eq, inArray } from 'drizzle-orm';
import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import type { Db } from '../../server/db/client';
import { contractors, partners } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';
import { licensesResource } from './contract';
import { licensesForm } from './form';
import { licenses } from './table';

/** Three licenses for a worker of each of the two demo partners. */
async function seed(db: Db) {
  const workers = await db
    .selectDistinctOn([contractors.partner_id], {
      id: contractors.id,
      partner_id: contractors.partner_id,
    })
    .from(contractors)
    .innerJoin(partners, eq(partners.id, contractors.partner_id))
    .where(inArray(partners.subdomain, ['acme', 'selfco']));
  await db.insert(licenses).values(
    workers.flatMap((w) =>
      [1, 2, 3].map((i) => ({
        contractor_id: w.id,
        partner_id: w.partner_id,
        license_type: `Registered Nurse ${i}`,
        number: `RN-${i}`,
        state: 'CO',
        expires_on: `2027-0${i}-01`,
      })),
    ),
  );
}

resourceContract(licensesResource, { seed });
formContract(licensesResource, licensesForm, {
  valid: async ({ database: { db } }) => {
    const [worker] = await db
      .select({ id: users.contractor_id })
      .from(users)
      .where(eq(users.email, 'contractor@demo.test'));
    return {
      contractor_id: worker!.id,
      license_type: 'Registered Nurse',
      number: 'RN-123',
      state: 'CO',
      expires_on: '2027-06-30',
    };
  },
  refused: 'client@globex.test',
});
