import { resourceContract } from '../../../tests/kit/resource-contract';
import { contractorsResource } from './contract';

resourceContract(contractorsResource);
