import { z } from 'zod';
import { AddressFields, ClientOrgFields } from '../../domain/contracts/client-org';
import { addressCsv } from '../../domain/resources/address-csv';
import { defineResource } from '../../domain/resources/define';
import { workLocationsQuery } from './query';

/** One work location of a client as the API sends it, with its address (spec §3). */
export const WorkLocation = z.object({ ...ClientOrgFields, name: z.string(), ...AddressFields });
export type WorkLocation = z.infer<typeof WorkLocation>;

export const workLocationsResource = defineResource({
  name: 'work_locations',
  apiPath: '/work_locations',
  specPaths: ['/work_locations', '/work_locations/{id}'],
  labels: {
    singular: 'Work location',
    plural: 'Work locations',
    title: 'Work Locations',
  },
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
