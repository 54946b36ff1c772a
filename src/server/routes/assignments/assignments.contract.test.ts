import { assignmentsResource } from '../../../domain/resources/assignments';
import { resourceContract } from '../../../../tests/kit/resource-contract';

resourceContract(assignmentsResource);
