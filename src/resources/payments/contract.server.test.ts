import { resourceContract } from '../../../tests/kit/resource-contract';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import { type Payment, paymentsResource } from './contract';
import { paymentServer } from './workflow.server';

resourceContract(paymentsResource, {
  perPage: 1,
  itemOf: (detail) => (detail as { payment: Payment }).payment,
});
workflowContract(paymentServer);
