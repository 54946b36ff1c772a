import { DocumentTemplate } from '../contracts/document-templates';
import { defineResource } from './define';
import { documentTemplatesQuery } from './document-templates-query';

/** /document_templates: the employer's templates its staff start workers' documents from. */
export const documentTemplatesResource = defineResource({
  name: 'document_templates',
  apiPath: '/document_templates',
  specPaths: ['/document_templates'],
  labels: { singular: 'Document template', plural: 'Document templates' },
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
