import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { documentTemplatesQuery } from './query';
import { TEMPLATE_KINDS } from './template-kinds';

/** One document template as the API sends it. */
export const DocumentTemplate = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
  name: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  body: z.string(),
  active: z.boolean(),
  created_at: z.string(),
});
export type DocumentTemplate = z.infer<typeof DocumentTemplate>;

/** /document_templates: the employer's templates its staff start workers' documents from. */
export const documentTemplatesResource = defineResource({
  name: 'document_templates',
  apiPath: '/document_templates',
  specPaths: ['/document_templates'],
  detailPath: '/document_templates/{id}',
  labels: {
    singular: 'Document template',
    plural: 'Document templates',
    title: 'Document Templates',
    count: ['template', 'templates'],
  },
  item: DocumentTemplate,
  query: documentTemplatesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'name', value: (r) => r.name },
    { header: 'kind', value: (r) => r.kind },
    { header: 'active', value: (r) => r.active },
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: {},
});
