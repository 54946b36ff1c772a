import { resourceContract } from '../../../tests/kit/resource-contract';
import { departmentsResource } from './contract';

resourceContract(departmentsResource);
