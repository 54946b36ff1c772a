import { resourceContract } from '../../../tests/kit/resource-contract';
import { projectCodesResource } from './contract';

resourceContract(projectCodesResource);
