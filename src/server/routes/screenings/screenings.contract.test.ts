import { screeningsResource } from '../../../domain/resources/screenings';
import { resourceContract } from '../../../../tests/kit/resource-contract';

// The demo seed's screenings belong to workers of both demo partners; sourcers never see screenings.
resourceContract(screeningsResource, { sourcer: null });
