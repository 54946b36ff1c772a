import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { apiKeysQuery } from './query';
import { API_KEY_SCOPES } from './scopes';

export const ApiKeyScope = z.enum(API_KEY_SCOPES);

/** An API key as its owner sees it on /developers: never the secret, only its first characters. */
export const ApiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: ApiKeyScope,
  prefix: z.string(),
  status: z.enum(['active', 'revoked']),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** The answer to creating a key: the only time its secret is ever sent. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const NewApiKey = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
  scope: ApiKeyScope,
});
export type NewApiKey = z.infer<typeof NewApiKey>;

/** A developer's own API keys, listed on /developers; each user sees only theirs. */
export const apiKeysResource = defineResource({
  name: 'api_keys',
  apiPath: '/api_keys',
  specPaths: ['/developers'],
  labels: {
    singular: 'API key',
    plural: 'API keys',
    title: 'Your keys',
    caption: 'Your API keys',
    count: ['key', 'keys'],
  },
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
