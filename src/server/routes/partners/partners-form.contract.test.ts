import { formContract } from '../../../../tests/kit/form-contract';
import { partnersResource } from '../../../domain/resources/partners';
import { partnersForm } from '../../../domain/resources/partners-form';

formContract(partnersResource, partnersForm, {
  valid: { entity_name: 'Keystone Staffing', self_funded: true },
  tenants: { a: 'admin@demo.test' },
  refused: 'sales@demo.test',
});
