import { ProjectCode } from '../contracts/project-codes';
import { defineResource } from './define';
import { projectCodesQuery } from './project-codes-query';

export const projectCodesResource = defineResource({
  name: 'project_codes',
  apiPath: '/project_codes',
  specPaths: ['/project_codes', '/project_codes/{id}'],
  labels: { singular: 'Project code', plural: 'Project codes' },
  item: ProjectCode,
  query: projectCodesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'code', value: (r) => r.code },
    { header: 'description', value: (r) => r.description },
    { header: 'active', value: (r) => r.active },
    { header: 'client', value: (r) => r.client_name },
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: {},
});
