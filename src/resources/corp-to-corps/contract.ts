import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { corpToCorpsQuery } from './query';

/** One corp-to-corp vendor as the API sends it, with the contractors who work through it. */
export const CorpToCorp = z.object({
  id: z.string(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  eor_id: z.string().nullable(),
  entity_name: z.string(),
  /** An EIN, as 12-3456789: a business's public tax id, shown whole (see the table's comment). */
  tax_id: z.string(),
  contractors: z.array(z.object({ id: z.string(), name: z.string() })),
  created_at: z.string(),
});
export type CorpToCorp = z.infer<typeof CorpToCorp>;

export const corpToCorpsResource = defineResource({
  name: 'corp_to_corps',
  apiPath: '/corp_to_corps',
  specPaths: ['/corp_to_corps', '/corp_to_corps/{id}'],
  labels: {
    singular: 'Corp-to-corp',
    plural: 'Corp-to-corps',
    caption: 'Corp-to-corp vendors',
    empty: 'No corp-to-corp vendors match these filters.',
    count: ['vendor', 'vendors'],
  },
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
