import { and, eq } from 'drizzle-orm';
import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import { partners, ptoBalances, ptoRules } from '../../server/db/schema';
import { selfcoRequest } from '../pto/selfco-pto.fixture';
import { timeOffRequestsResource } from './contract';
import { timeOffRequestsForm } from './form';
import { timeOffServer } from './workflow.server';

resourceContract(timeOffRequestsResource, {
  sourcer: null,
  seed: selfcoRequest,
  itemOf: (d) => (d as { time_off_request: { id: string } }).time_off_request,
});
workflowContract(timeOffServer, undefined, { seed: selfcoRequest });
formContract(timeOffRequestsResource, timeOffRequestsForm, {
  valid: async (h) => {
    const [b] = await h.deps.db
      .select({ id: ptoBalances.id })
      .from(ptoBalances)
      .innerJoin(partners, eq(partners.id, ptoBalances.partner_id))
      .innerJoin(ptoRules, eq(ptoRules.id, ptoBalances.rule_id))
      .where(and(eq(partners.subdomain, 'acme'), eq(ptoRules.name, 'Vacation')));
    return {
      balance_id: b!.id,
      start_date: '2027-03-01',
      end_date: '2027-03-01',
      hours_hundredths: 100,
    };
  },
  refused: 'recruiter@acme.test',
});
