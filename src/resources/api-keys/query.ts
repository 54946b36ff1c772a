import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';
import { API_KEY_SCOPES } from './scopes';

export const API_KEY_STATUSES = ['active', 'revoked'] as const;

/** Kept apart from the definition so /developers parses its URL without loading zod. */
export const apiKeysQuery = {
  filters: {
    name: { kind: 'text', max: 100 },
    scope: { kind: 'enum', values: API_KEY_SCOPES },
    status: { kind: 'enum', values: API_KEY_STATUSES },
  },
  sorts: ['created_at', 'name', 'last_used_at'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;

export type ApiKeyQuery = ListQuery<typeof apiKeysQuery>;
export type ApiKeySearch = ListSearch<typeof apiKeysQuery>;
