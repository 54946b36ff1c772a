import { resourceContract } from '../../../tests/kit/resource-contract';
import { clientsResource } from './contract';

resourceContract(clientsResource);
