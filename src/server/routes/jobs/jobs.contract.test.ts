import { resourceContract } from '../../../../tests/kit/resource-contract';
import { jobsResource } from '../../../domain/resources/jobs';

resourceContract(jobsResource);
