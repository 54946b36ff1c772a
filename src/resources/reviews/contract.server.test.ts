import { eq } from 'drizzle-orm';
import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import { demoContractorId } from '../../../tests/kit/demo-ids';
import { partners } from '../../server/db/schema';
import { reviewTypesResource, reviewsResource } from './contract';
import { reviewTypesForm, reviewsForm } from './form';
import { reviewTypes } from './table';
import { reviewServer } from './workflow.server';

resourceContract(reviewTypesResource, { sourcer: null });
resourceContract(reviewsResource, {
  sourcer: null,
  itemOf: (d) => (d as { review: { id: string } }).review,
});
workflowContract(reviewServer);
formContract(reviewTypesResource, reviewTypesForm, {
  valid: { name: 'Site safety', subject_kind: 'other' },
  refused: 'recruiter@acme.test',
});
formContract(reviewsResource, reviewsForm, {
  valid: async (h) => {
    const [type] = await h.deps.db
      .select({ id: reviewTypes.id })
      .from(reviewTypes)
      .innerJoin(partners, eq(partners.id, reviewTypes.partner_id))
      .where(eq(partners.subdomain, 'acme'))
      .limit(1);
    return {
      review_type_id: type!.id,
      contractor_id: await demoContractorId(h.deps.db, 'acme'),
      rating: 4,
      notes: 'On time every day.',
    };
  },
  refused: 'timekeeper@acme.test',
});
