import { resourceContract } from '../../../../tests/kit/resource-contract';
import { workflowContract } from '../../../../tests/kit/workflow-contract';
import type { Payment } from '../../../domain/contracts/payments';
import { paymentsResource } from '../../../domain/resources/payments';
import { paymentServer } from './workflow';

resourceContract(paymentsResource, {
  perPage: 1,
  itemOf: (detail) => (detail as { payment: Payment }).payment,
});
workflowContract(paymentServer);
