import { ApiKey } from '../contracts/api-keys';
import { apiKeysQuery } from './api-keys-query';
import { defineResource } from './define';

/** A developer's own API keys, listed on /developers; each user sees only theirs. */
export const apiKeysResource = defineResource({
  name: 'api_keys',
  apiPath: '/api_keys',
  specPaths: ['/developers'],
  labels: { singular: 'API key', plural: 'API keys' },
  item: ApiKey,
  query: apiKeysQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'name', value: (r) => r.name },
    { header: 'scope', value: (r) => r.scope },
    { header: 'prefix', value: (r) => r.prefix },
    { header: 'status', value: (r) => r.status },
    { header: 'created_at', value: (r) => r.created_at },
    { header: 'last_used_at', value: (r) => r.last_used_at },
    { header: 'revoked_at', value: (r) => r.revoked_at },
  ],
  actions: {},
});
