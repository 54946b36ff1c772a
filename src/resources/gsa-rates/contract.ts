import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { centsToAmount } from '../../domain/resources/money-input';
import { gsaRatesQuery } from './query';

/** A per-diem rate: lodging and meals and incidentals (M&IE) a day, in cents, for a place and fiscal year. */
export const GsaRate = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
  state: z.string(),
  city: z.string(),
  fiscal_year: z.number().int(),
  lodging_cents: z.number().int(),
  mie_cents: z.number().int(),
  created_at: z.string(),
});
export type GsaRate = z.infer<typeof GsaRate>;

export const gsaRatesResource = defineResource({
  name: 'gsa_rates',
  apiPath: '/gsa_rates',
  specPaths: ['/gsa_rates'],
  detailPath: '/gsa_rates/{id}',
  labels: {
    singular: 'GSA rate',
    plural: 'GSA Rates',
    noun: 'GSA rates',
    count: ['rate', 'rates'],
  },
  item: GsaRate,
  query: gsaRatesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'state', value: (r) => r.state },
    { header: 'city', value: (r) => r.city },
    { header: 'fiscal_year', value: (r) => r.fiscal_year },
    { header: 'lodging', value: (r) => centsToAmount(r.lodging_cents) },
    { header: 'mie', value: (r) => centsToAmount(r.mie_cents) },
  ],
  actions: {},
});
