import { formContract } from '../../../tests/kit/form-contract';
import { partnersResource } from './contract';
import { partnersForm } from './form';

formContract(partnersResource, partnersForm, {
  valid: { entity_name: 'Keystone Staffing', self_funded: true },
  tenants: { a: 'admin@demo.test' },
  refused: 'sales@demo.test',
});
