import { formContract } from '../../../tests/kit/form-contract';
import { corpToCorpsResource } from './contract';
import { corpToCorpsForm } from './form';

formContract(corpToCorpsResource, corpToCorpsForm, {
  valid: { entity_name: 'Northside Tech LLC', tax_id: '45 6789012' },
  tenants: { a: 'owner@acme.test', b: 'eor@demo.test' },
  refused: 'owner@selfco.test',
});
