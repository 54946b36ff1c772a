import { resourceContract } from '../../../tests/kit/resource-contract';
import { workLocationsResource } from './contract';

resourceContract(workLocationsResource);
