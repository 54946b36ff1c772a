import { z } from 'zod';
import { AddressFields, ClientOrgFields } from '../../domain/contracts/client-org';
import { addressCsv } from '../../domain/resources/address-csv';
import { defineResource } from '../../domain/resources/define';
import { departmentsQuery } from './query';

/** One department of a client as the API sends it, with its address (spec §3). */
export const Department = z.object({ ...ClientOrgFields, name: z.string(), ...AddressFields });
export type Department = z.infer<typeof Department>;

export const departmentsResource = defineResource({
  name: 'departments',
  apiPath: '/departments',
  specPaths: ['/departments', '/departments/{id}'],
  labels: { singular: 'Department', plural: 'Departments' },
  item: Department,
  query: departmentsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'name', value: (r) => r.name },
    { header: 'client', value: (r) => r.client_name },
    ...addressCsv<Department>(),
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: {},
});
