/**
 * What a developer's API key may do, said once for the server's gate and the /developers page.
 * Plain values, no zod: the page's chart reads them.
 */
export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABEL: Record<ApiKeyScope, string> = {
  read: 'Read only',
  read_write: 'Read and write',
};

/** Methods a read-only key may call: the ones that change nothing. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keys start with this, and are this long (`sk_` and 43 base64url characters): a session token is
 * 43 characters, so a key is told apart by its length and prefix, never by a guess.
 */
export const API_KEY_PREFIX = 'sk_';
export const API_KEY_LENGTH = 46;
export const isApiKey = (token: string) =>
  token.length === API_KEY_LENGTH && token.startsWith(API_KEY_PREFIX);

/** Calls one key may make in a minute; beyond them 429 with Retry-After. */
export const API_KEY_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;

export const READ_ONLY_REFUSAL = 'This API key is read-only';
export const KEY_MANAGEMENT_REFUSAL = 'API keys cannot manage API keys or sessions: sign in';
