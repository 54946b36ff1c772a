import { resourceContract } from '../../../../tests/kit/resource-contract';
import { endClientsResource } from '../../../domain/resources/end-clients';

resourceContract(endClientsResource);
