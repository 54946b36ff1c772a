import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { salesTaxesQuery } from './query';

export const SalesTax = z.object({
  id: z.string(),
  state: z.string(),
  rate_bps: z.number().int(),
  /** `7.25%`. */
  rate: z.string(),
  created_at: z.string(),
});
export type SalesTax = z.infer<typeof SalesTax>;

export const salesTaxesResource = defineResource({
  name: 'sales_taxes',
  apiPath: '/sales_taxes',
  specPaths: ['/sales_taxes', '/sales_taxes/{id}'],
  labels: {
    singular: 'Sales tax',
    plural: 'Sales taxes',
    title: 'Sales Taxes',
    count: ['state', 'states'],
  },
  item: SalesTax,
  query: salesTaxesQuery,
  csv: [
    { header: 'id', value: (s) => s.id },
    { header: 'state', value: (s) => s.state },
    { header: 'rate_bps', value: (s) => s.rate_bps },
    { header: 'rate', value: (s) => s.rate },
  ],
  actions: {},
});
