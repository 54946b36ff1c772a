import { resourceContract } from '../../../../tests/kit/resource-contract';
import { clientsResource } from '../../../domain/resources/clients';

resourceContract(clientsResource);
