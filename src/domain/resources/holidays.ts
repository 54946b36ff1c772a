import { Holiday } from '../contracts/holidays';
import { defineResource } from './define';
import { holidaysQuery } from './holidays-query';

export const holidaysResource = defineResource({
  name: 'holidays',
  apiPath: '/holidays',
  specPaths: ['/holidays'],
  labels: { singular: 'Holiday', plural: 'Holidays' },
  item: Holiday,
  query: holidaysQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'date', value: (r) => r.date },
    { header: 'name', value: (r) => r.name },
  ],
  actions: {},
});
