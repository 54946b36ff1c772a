import ky from 'ky';
import { trackedFetch } from './in-flight';
import { tokenStore } from './token-store';

/**
 * The one HTTP client. Charts own retries and cancellation, so ky never retries; actors pass
 * their AbortSignal. Paths are relative to /v2 (`http.get('user')`).
 */
export const http = ky.create({
  prefixUrl: '/v2',
  retry: 0,
  timeout: 30_000,
  credentials: 'include',
  fetch: trackedFetch((input, init) => globalThis.fetch(input, init)),
  hooks: {
    beforeRequest: [
      (request) => {
        const token = tokenStore.get();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

/** The same client for the unprefixed public endpoints (`/public_globals`). */
export const publicHttp = http.extend({ prefixUrl: '/' });
