import { formContract } from '../../../tests/kit/form-contract';
import { salesTaxesResource } from './contract';
import { salesTaxesForm } from './form';

formContract(salesTaxesResource, salesTaxesForm, {
  valid: { state: 'AZ', rate_bps: 560 },
  tenants: { a: 'admin@demo.test' },
  refused: 'owner@acme.test',
});
