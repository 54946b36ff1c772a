import { formContract } from '../../../tests/kit/form-contract';
import { salesPartnersResource } from './contract';
import { salesPartnersForm } from './form';

formContract(salesPartnersResource, salesPartnersForm, {
  valid: { entity_name: 'Lakeshore Referrals' },
  tenants: { a: 'admin@demo.test' },
  refused: 'sales@demo.test',
});
