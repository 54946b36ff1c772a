import { resourceContract } from '../../../../tests/kit/resource-contract';
import { partnersResource } from '../../../domain/resources/partners';

resourceContract(partnersResource);
