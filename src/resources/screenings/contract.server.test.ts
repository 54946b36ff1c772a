import { resourceContract } from '../../../tests/kit/resource-contract';
import { screeningsResource } from './contract';

// The demo seed's screenings belong to workers of both demo partners; sourcers never see screenings.
resourceContract(screeningsResource, { sourcer: null });
