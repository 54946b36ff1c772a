import type { Harness } from './server-harness';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a call sends besides the body: an Idempotency-Key, more headers (a user agent, a content type). */
export interface CallOptions {
  key?: string;
  headers?: Record<string, string>;
}

/**
 * `auth(email)`: the Authorization header of a demo user, signed in once per email. The sign-in is
 * shared, so a burst of concurrent first requests signs in once. The harness is read when called,
 * so this can be made before `beforeAll` creates it.
 */
export function authOf(harness: () => Harness) {
  const tokens: Record<string, Promise<string>> = {};
  return async (email: string) => {
    tokens[email] ??= harness().login(email);
    return { authorization: `Bearer ${await tokens[email]}` };
  };
}

/**
 * `call(email, method, url, payload?, key | options?)`: an API request under /v2 as a demo user,
 * signed in once per email, with an Idempotency-Key when the request moves money and any other
 * headers it names. Answers fastify's raw response (status, headers, body).
 */
export function callerOf(harness: () => Harness) {
  const auth = authOf(harness);
  return async (
    email: string,
    method: Method,
    url: string,
    payload?: object,
    options: string | CallOptions = {},
  ) => {
    const { key, headers } = typeof options === 'string' ? { key: options, headers: {} } : options;
    return harness().app.inject({
      method,
      url: `/v2${url}`,
      headers: {
        ...(await auth(email)),
        ...(key ? { 'idempotency-key': key } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });
  };
}
