import { resourceContract } from '../../../tests/kit/resource-contract';
import { endClientsResource } from './contract';

resourceContract(endClientsResource);
