import { and, eq } from 'drizzle-orm';
import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import type { Harness } from '../../../tests/server-harness';
import { users } from '../../server/db/schema/users';
import { benefitPlansResource, benefitsResource, dependentsResource } from './contract';
import { benefitsForm, dependentsForm } from './form';
import { benefitPlans } from './table';

/** Connie (Acme's W-2 worker) and an Acme plan, in this test's database. */
async function connieAndPlan(h: Harness) {
  const [connie] = await h.deps.db
    .select({ id: users.contractor_id })
    .from(users)
    .where(eq(users.email, 'contractor@demo.test'));
  const [plan] = await h.deps.db
    .select({ id: benefitPlans.id })
    .from(benefitPlans)
    .where(and(eq(benefitPlans.name, 'Acme Dental Plus')));
  if (!connie?.id || !plan) throw new Error('the demo benefits were not seeded');
  return { contractor_id: connie.id, plan_id: plan.id };
}

resourceContract(benefitsResource, { sourcer: null });
resourceContract(benefitPlansResource, { sourcer: null });
resourceContract(dependentsResource, { sourcer: null });
formContract(benefitsResource, benefitsForm, {
  valid: async (h) => ({
    ...(await connieAndPlan(h)),
    coverage: 'family',
    status: 'pending',
    start_date: '2027-01-01',
  }),
  refused: 'recruiter@acme.test',
});
formContract(dependentsResource, dependentsForm, {
  valid: async (h) => ({
    contractor_id: (await connieAndPlan(h)).contractor_id,
    first_name: 'Cody',
    last_name: 'Contractor',
    relationship: 'child',
    date_of_birth: '2019-05-30',
  }),
  refused: 'client@globex.test',
});
