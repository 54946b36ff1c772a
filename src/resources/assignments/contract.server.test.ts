import { assignmentsResource } from './contract';
import { resourceContract } from '../../../tests/kit/resource-contract';

resourceContract(assignmentsResource);
