import { resourceContract } from '../../../tests/kit/resource-contract';
import { laborPostersResource } from './contract';

// The platform's list of federal posters: every signed-in user reads all of it.
resourceContract(laborPostersResource, { shared: true, perPage: 4 });
