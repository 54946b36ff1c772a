import type { Harness } from './server-harness';

/**
 * `call(email, method, url, payload?, key?)`: an API request as a demo user, signed in once per
 * email, with an Idempotency-Key when the request moves money. The harness is read when called, so
 * this can be made before `beforeAll` creates it.
 */
export function callerOf(harness: () => Harness) {
  // The sign-in itself is shared, so a burst of concurrent first requests signs in once.
  const tokens: Record<string, Promise<string>> = {};
  return async (
    email: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    key?: string,
  ) => {
    const h = harness();
    tokens[email] ??= h.login(email);
    const token = await tokens[email];
    return h.app.inject({
      method,
      url: `/v2${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  };
}
