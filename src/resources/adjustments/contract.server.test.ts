import { demoContractorId } from '../../../tests/kit/demo-ids';
import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import { adjustmentsResource } from './contract';
import { adjustmentsForm } from './form';
import { adjustmentServer } from './workflow.server';

resourceContract(adjustmentsResource, {
  sourcer: null,
  itemOf: (d) => (d as { adjustment: { id: string } }).adjustment,
});
workflowContract(adjustmentServer);
formContract(adjustmentsResource, adjustmentsForm, {
  tenants: { a: 'owner@selfco.test', b: 'eor@demo.test' },
  valid: async (h) => ({
    contractor_id: await demoContractorId(h.deps.db, 'selfco'),
    direction: 'pay',
    payer: 'partner',
    type: 'bonus',
    amount_cents: 12_345,
    date: '2026-11-20',
  }),
  refused: 'owner@acme.test',
});
