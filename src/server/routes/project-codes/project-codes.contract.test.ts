import { resourceContract } from '../../../../tests/kit/resource-contract';
import { projectCodesResource } from '../../../domain/resources/project-codes';

resourceContract(projectCodesResource);
