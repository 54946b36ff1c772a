import { resourceContract } from '../../../../tests/kit/resource-contract';
import { purchaseOrdersResource } from '../../../domain/resources/purchase-orders';

resourceContract(purchaseOrdersResource);
