import { demoClientId } from '../../../tests/kit/demo-ids';
import { formContract } from '../../../tests/kit/form-contract';
import { workLocationsResource } from './contract';
import { workLocationsForm } from './form';

formContract(workLocationsResource, workLocationsForm, {
  valid: async (h) => ({
    client_id: await demoClientId(h, 'Globex'),
    name: 'Globex Annex',
    street_address_line_1: '100 N Riverside Plaza',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60606',
    country: 'US',
  }),
  refused: 'client@globex.test',
});
