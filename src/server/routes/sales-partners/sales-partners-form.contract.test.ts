import { formContract } from '../../../../tests/kit/form-contract';
import { salesPartnersResource } from '../../../domain/resources/sales-partners';
import { salesPartnersForm } from '../../../domain/resources/sales-partners-form';

formContract(salesPartnersResource, salesPartnersForm, {
  valid: { entity_name: 'Lakeshore Referrals' },
  tenants: { a: 'admin@demo.test' },
  refused: 'sales@demo.test',
});
