import { License } from '../contracts/licenses';
import { defineResource } from './define';
import { licensesQuery } from './licenses-query';

/** /licenses: workers' professional licenses, soonest to expire first. */
export const licensesResource = defineResource({
  name: 'licenses',
  apiPath: '/licenses',
  specPaths: ['/licenses'],
  labels: { singular: 'License', plural: 'Licenses' },
  item: License,
  query: licensesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'license_type', value: (r) => r.license_type },
    { header: 'number', value: (r) => r.number },
    { header: 'state', value: (r) => r.state },
    { header: 'issued_on', value: (r) => r.issued_on },
    { header: 'expires_on', value: (r) => r.expires_on },
  ],
  actions: {},
});
