import { resourceContract } from '../../../tests/kit/resource-contract';
import { ratesResource } from './contract';

// Rate schedules hold bill rates: a recruiter_sourcer (no bill visibility) is refused them outright.
resourceContract(ratesResource, {
  tenants: { a: 'eor@demo.test', b: 'owner@acme.test' },
  sourcer: null,
  perPage: 5,
  adminPerPage: 200,
});
