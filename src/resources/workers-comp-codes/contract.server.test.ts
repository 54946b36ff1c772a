import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { workersCompCodesResource } from './contract';
import { workersCompCodesForm } from './form';

// The platform's list: every signed-in user reads all of it (spec §7, loaded at start).
resourceContract(workersCompCodesResource, { shared: true });
formContract(workersCompCodesResource, workersCompCodesForm, {
  valid: { code: '9015', description: 'Building operations', state: 'TX', rate_bps: 405 },
  tenants: { a: 'admin@demo.test' },
  refused: 'owner@acme.test',
});
