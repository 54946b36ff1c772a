import { resourceContract } from '../../../../tests/kit/resource-contract';
import { departmentsResource } from '../../../domain/resources/departments';

resourceContract(departmentsResource);
