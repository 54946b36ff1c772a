import { WorkLocation } from '../contracts/work-locations';
import { addressCsv } from './address-csv';
import { defineResource } from './define';
import { workLocationsQuery } from './work-locations-query';

export const workLocationsResource = defineResource({
  name: 'work_locations',
  apiPath: '/work_locations',
  specPaths: ['/work_locations', '/work_locations/{id}'],
  labels: { singular: 'Work location', plural: 'Work locations' },
  item: WorkLocation,
  query: workLocationsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'name', value: (r) => r.name },
    { header: 'client', value: (r) => r.client_name },
    ...addressCsv<WorkLocation>(),
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: {},
});
