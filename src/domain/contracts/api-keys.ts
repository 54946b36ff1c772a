import { z } from 'zod';
import { API_KEY_SCOPES } from '../api-keys/scopes';

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
