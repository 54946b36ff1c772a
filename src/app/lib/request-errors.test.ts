import { HTTPError, type NormalizedOptions } from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import { globalModal } from '../components/feedback/modal-store';
import { toastStore } from '../components/feedback/toast-store';
import { toastNetworkError, toastRequestError } from './request-errors';

const failed = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'GET',
) =>
  new HTTPError(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    new Request('http://localhost/v2/things', { headers, method }),
    {} as NormalizedOptions,
  );

const messages = () => toastStore.get().map((t) => [t.kind, t.message]);

afterEach(() => {
  toastStore.get().forEach((t) => toastStore.dismiss(t.id));
  globalModal.dismiss();
});

describe('failed requests show in a toast (spec §8)', () => {
  it.each([
    [
      'a refused action',
      409,
      { message: 'Unapprove is not allowed now' },
      {},
      'Unapprove is not allowed now',
    ],
    [
      'a validation error',
      422,
      { detail: [{ loc: ['body', 'email'], msg: 'Invalid email', type: 'x' }] },
      {},
      'Invalid email email',
    ],
    ['a server error without a body', 500, null, {}, 'Unknown Error, Please Contact Support'],
    [
      'wrong credentials (no token yet)',
      401,
      { message: 'Invalid email or password' },
      {},
      'Invalid email or password',
    ],
  ])('%s', async (_case, status, body, headers, message) => {
    const error = failed(status, body, headers);
    await expect(toastRequestError(error)).resolves.toBe(error);
    expect(messages()).toEqual([['error', message]]);
  });

  it.each([
    ['a 424, which opens the two-factor modal instead', 424, {}],
    ['a 401 on a signed-in request, which signs out to /login', 401, { Authorization: 'Bearer t' }],
  ])('but not %s', async (_case, status, headers) => {
    await toastRequestError(failed(status, { message: 'x' }, headers));
    expect(messages()).toEqual([]);
  });

  it('says so when the server could not be reached, but not when the request was cancelled', () => {
    expect(() => toastNetworkError(new DOMException('aborted', 'AbortError'))).toThrow('aborted');
    expect(messages()).toEqual([]);
    expect(() => toastNetworkError(new TypeError('Failed to fetch'))).toThrow('Failed to fetch');
    expect(messages()).toEqual([['error', 'Unknown Error, Please Contact Support']]);
  });

  it('a refused write toasts, but a write the server failed on opens the global Error modal instead', async () => {
    await toastRequestError(failed(409, { message: 'Not allowed now' }, {}, 'POST'));
    expect(messages()).toEqual([['error', 'Not allowed now']]);
    expect(globalModal.get()).toBeNull();
    toastStore.get().forEach((t) => toastStore.dismiss(t.id));

    await toastRequestError(failed(500, { message: 'The bank did not answer' }, {}, 'POST'));
    expect(globalModal.get()).toEqual({ type: 'error', message: 'The bank did not answer' });
    expect(messages()).toEqual([]);
  });
});
