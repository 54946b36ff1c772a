import { z } from 'zod';
import { ClientOrgFields } from '../../domain/contracts/client-org';
import { defineResource } from '../../domain/resources/define';
import { projectCodesQuery } from './query';

/** One project code of a client as the API sends it. */
export const ProjectCode = z.object({
  ...ClientOrgFields,
  code: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
});
export type ProjectCode = z.infer<typeof ProjectCode>;

export const projectCodesResource = defineResource({
  name: 'project_codes',
  apiPath: '/project_codes',
  specPaths: ['/project_codes', '/project_codes/{id}'],
  labels: {
    singular: 'Project code',
    plural: 'Project codes',
    title: 'Project Codes',
  },
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
