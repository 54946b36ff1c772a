import { resourceContract } from '../../../tests/kit/resource-contract';
import { purchaseOrdersResource } from './contract';

resourceContract(purchaseOrdersResource);
