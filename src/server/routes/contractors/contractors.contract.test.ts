import { resourceContract } from '../../../../tests/kit/resource-contract';
import { contractorsResource } from '../../../domain/resources/contractors';

resourceContract(contractorsResource);
