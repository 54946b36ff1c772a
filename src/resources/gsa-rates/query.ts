import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const gsaRatesQuery = {
  filters: {
    state: { kind: 'text', max: 2 },
    city: { kind: 'text', max: 100 },
    partner_id: { kind: 'uuid' },
  },
  sorts: ['state', 'city', 'fiscal_year', 'lodging_cents', 'mie_cents'],
  defaultSort: 'state',
} as const satisfies ListQueryDescriptor;

export type GsaRateQuery = ListQuery<typeof gsaRatesQuery>;
export type GsaRateSearch = ListSearch<typeof gsaRatesQuery>;
