import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const workersCompCodesQuery = {
  filters: { code: { kind: 'text', max: 20 }, state: { kind: 'text', max: 2 } },
  sorts: ['code', 'state', 'rate_bps'],
  defaultSort: 'code',
} as const satisfies ListQueryDescriptor;

export type WorkersCompCodeQuery = ListQuery<typeof workersCompCodesQuery>;
export type WorkersCompCodeSearch = ListSearch<typeof workersCompCodesQuery>;
