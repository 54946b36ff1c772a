import { resourceContract } from '../../../tests/kit/resource-contract';
import { partnersResource } from './contract';

resourceContract(partnersResource);
