import { resourceContract } from '../../../../tests/kit/resource-contract';
import { workLocationsResource } from '../../../domain/resources/work-locations';

resourceContract(workLocationsResource);
