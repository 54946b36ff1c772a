import { CorpToCorp } from '../contracts/corp-to-corps';
import { corpToCorpsQuery } from './corp-to-corps-query';
import { defineResource } from './define';

export const corpToCorpsResource = defineResource({
  name: 'corp_to_corps',
  apiPath: '/corp_to_corps',
  specPaths: ['/corp_to_corps', '/corp_to_corps/{id}'],
  labels: { singular: 'Corp-to-corp', plural: 'Corp-to-corps' },
  item: CorpToCorp,
  query: corpToCorpsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'entity_name', value: (r) => r.entity_name },
    { header: 'tax_id', value: (r) => r.tax_id },
    { header: 'partner', value: (r) => r.partner_name },
    { header: 'contractors', value: (r) => r.contractors.map((c) => c.name).join('; ') },
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: {},
});
