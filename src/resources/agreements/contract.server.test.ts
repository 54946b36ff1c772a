import { resourceContract } from '../../../tests/kit/resource-contract';
import { agreementsResource } from './contract';

// The demo seed's signatures are by workers of both demo partners; agreements need sensitive access.
resourceContract(agreementsResource, { sourcer: null });
