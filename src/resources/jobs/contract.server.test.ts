import { resourceContract } from '../../../tests/kit/resource-contract';
import { jobsResource } from './contract';

resourceContract(jobsResource);
