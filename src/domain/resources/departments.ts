import { Department } from '../contracts/departments';
import { addressCsv } from './address-csv';
import { defineResource } from './define';
import { departmentsQuery } from './departments-query';

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
