import ky, { HTTPError, type KyRequest, type NormalizedOptions } from 'ky';
import { extractErrorMessage, UNKNOWN_ERROR_MESSAGE } from '../../domain/errors/extract-message';
import type { ReplayableRequest } from '../../../machines/two-factor/two-factor.events';
import { trackedFetch } from './in-flight';
import { toastNetworkError, toastRequestError } from './request-errors';
import { tokenStore } from './token-store';

export const VERIFICATION_HEADER = 'X-Verification-Code';

/** Given a request answered 424, resolves with the replayed response, or null when the user gave up. */
type StepUpHandler = (
  request: ReplayableRequest,
  detail: string | undefined,
) => Promise<Response | null>;
let stepUpHandler: StepUpHandler | null = null;
let requestSeq = 0;

let onUnauthorized: (() => void) | null = null;

/** The session registers here: a 401 on a request that carried a token means it expired or was revoked. */
export function setUnauthorizedHandler(handler: (() => void) | null) {
  onUnauthorized = handler;
}

function unauthorized(request: KyRequest, _options: NormalizedOptions, response: Response) {
  if (response.status === 401 && request.headers.has('Authorization')) onUnauthorized?.();
  return response;
}

/** The two-factor feature registers itself here once globals say email-code verification is on. */
export function setStepUpHandler(handler: StepUpHandler | null) {
  stepUpHandler = handler;
}

function bodyOf(options: NormalizedOptions): string | null {
  const o = options as NormalizedOptions & { json?: unknown; body?: unknown };
  if (o.json !== undefined) return JSON.stringify(o.json);
  return typeof o.body === 'string' ? o.body : null;
}

/** Spec §4/§8: a 424 opens the two-factor modal instead of an error; its replay becomes the response. */
async function stepUp(request: KyRequest, options: NormalizedOptions, response: Response) {
  if (response.status !== 424 || !stepUpHandler || request.headers.has(VERIFICATION_HEADER))
    return response;
  const detail = await response
    .clone()
    .json()
    .then((b: { detail?: unknown }) => (typeof b.detail === 'string' ? b.detail : undefined))
    .catch(() => undefined);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (name.toLowerCase() !== 'authorization') headers[name] = value;
  });
  const replayed = await stepUpHandler(
    {
      id: `r${++requestSeq}`,
      method: request.method,
      url: request.url,
      headers,
      body: bodyOf(options),
    },
    detail,
  );
  return replayed ?? response;
}

/**
 * The one HTTP client. Charts own retries and cancellation, so ky never retries; actors pass
 * their AbortSignal. Paths are relative to /v2 (`http.get('user')`). Every failed request shows
 * its spec §8 message in a toast; pages keep only their field errors and recovery (Try again).
 */
export const http = ky.create({
  prefixUrl: '/v2',
  retry: 0,
  timeout: 30_000,
  credentials: 'include',
  fetch: trackedFetch((input, init) => globalThis.fetch(input, init).catch(toastNetworkError)),
  hooks: {
    beforeRequest: [
      (request) => {
        const token = tokenStore.get();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [stepUp, unauthorized],
    beforeError: [toastRequestError],
  },
});

/**
 * For requests the user did not ask for (the bell's stream ticket): signed in like `http`, but no
 * toast and no loading bar, since the chart that makes them retries quietly after a loss.
 */
export const backgroundHttp = ky.create({
  prefixUrl: '/v2',
  retry: 0,
  timeout: 30_000,
  credentials: 'include',
  hooks: {
    beforeRequest: [
      (request) => {
        const token = tokenStore.get();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [unauthorized],
  },
});

/** The same client for the unprefixed public endpoints (`/public_globals`). */
export const publicHttp = http.extend({ prefixUrl: '/' });

/** Sends a request answered 424 again with the code (spec §7 "Replayed request"). */
export async function replayWithCode(request: ReplayableRequest, code: string): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(VERIFICATION_HEADER, code);
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(request.url, {
    method: request.method,
    headers,
    body: request.body ?? undefined,
    credentials: 'include',
  });
  if (!response.ok) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    throw new Error(extractErrorMessage(body));
  }
  return response;
}

/** The spec §8 message of a failed request. */
export async function errorMessageOf(err: unknown): Promise<string> {
  if (err instanceof HTTPError) {
    const body: unknown = await err.response
      .clone()
      .json()
      .catch(() => null);
    return extractErrorMessage(body);
  }
  if (err instanceof Error && err.message)
    return err.message === 'Failed to fetch' ? UNKNOWN_ERROR_MESSAGE : err.message;
  return UNKNOWN_ERROR_MESSAGE;
}
