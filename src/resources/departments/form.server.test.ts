import { demoClientId } from '../../../tests/kit/demo-ids';
import { formContract } from '../../../tests/kit/form-contract';
import { departmentsResource } from './contract';
import { departmentsForm } from './form';

formContract(departmentsResource, departmentsForm, {
  valid: async (h) => ({
    client_id: await demoClientId(h, 'Globex'),
    name: 'Receiving',
    street_address_line_1: '100 N Riverside Plaza',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60606',
    country: 'US',
  }),
  refused: 'client@globex.test',
});
