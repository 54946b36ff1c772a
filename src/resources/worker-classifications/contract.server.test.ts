import { eq, inArray } from 'drizzle-orm';
import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import type { Db } from '../../server/db/client';
import { contractors, partners } from '../../server/db/schema/profiles';
import { users } from '../../server/db/schema/users';
import { workerClassificationsResource } from './contract';
import { workerClassificationsForm } from './form';
import { workerClassifications } from './table';

/**
 * Only self-employer partners classify their workers, and the demo has one (SelfCo): Acme is made a
 * self-employer in this test's database so two tenants can be kept apart.
 */
async function seed(db: Db) {
  await db.update(partners).set({ self_employer: true }).where(eq(partners.subdomain, 'acme'));
  const workers = await db
    .selectDistinctOn([contractors.partner_id], {
      id: contractors.id,
      partner_id: contractors.partner_id,
    })
    .from(contractors)
    .innerJoin(partners, eq(partners.id, contractors.partner_id))
    .where(inArray(partners.subdomain, ['acme', 'selfco']));
  await db.insert(workerClassifications).values(
    workers.flatMap((w) =>
      [1, 2, 3].map((i) => ({
        partner_id: w.partner_id!,
        contractor_id: w.id,
        classification: 'independent_contractor',
        basis: 'irs_common_law',
        reasoning: `Sets own hours (${i})`,
        determined_on: `2026-0${i}-15`,
      })),
    ),
  );
}

const tenants = { a: 'owner@selfco.test', b: 'owner@acme.test' };
// Every user of a self-employer partner holds the link, so Acme's recruiter (made a sourcer) lists but gets no CSV.
resourceContract(workerClassificationsResource, { seed, tenants });
formContract(workerClassificationsResource, workerClassificationsForm, {
  valid: async ({ database: { db } }) => {
    await seed(db);
    const [w] = await db
      .select({ id: users.contractor_id })
      .from(users)
      .where(eq(users.email, 'ic@demo.test'));
    return {
      contractor_id: w!.id,
      classification: 'independent_contractor',
      basis: 'abc_test',
      reasoning: 'Free from control, outside the usual course of business, an established trade.',
      determined_on: '2026-11-01',
    };
  },
  tenants,
  refused: 'client@globex.test',
});
