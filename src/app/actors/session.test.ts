import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { restoreSessionWith } from './session';

const USER = { email: 'owner@acme.test', user_type: 'partner' };

/** A session storage holding one token, and a client whose every request gets `answer`. */
function restoreAgainst(answer: () => Promise<Response>, stored: string | null = 'token-1') {
  const token = {
    value: stored,
    get: () => token.value,
    clear: () => {
      token.value = null;
    },
  };
  const requests: Request[] = [];
  const client = ky.create({
    prefixUrl: 'http://api.test/v2',
    retry: 0,
    fetch: ((request: Request) => {
      requests.push(request);
      return answer();
    }) as typeof fetch,
  });
  const run = () => toPromise(createActor(restoreSessionWith(client, token)).start());
  return { token, requests, run };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('restoreSession', () => {
  it('answers the user GET /v2/user returns for the stored token', async () => {
    const { token, requests, run } = restoreAgainst(() => json(200, USER));
    await expect(run()).resolves.toEqual(USER);
    expect(requests.map((r) => r.url)).toEqual(['http://api.test/v2/user']);
    expect(token.value).toBe('token-1');
  });

  it('asks nothing and answers null with no stored token', async () => {
    const { requests, run } = restoreAgainst(() => json(200, USER), null);
    await expect(run()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('clears the token and answers null when the server says it is not valid (401)', async () => {
    const { token, run } = restoreAgainst(() => json(401, { message: 'Not authenticated' }));
    await expect(run()).resolves.toBeNull();
    expect(token.value).toBeNull();
  });

  it('throws and keeps the token on a 503, for the chart to try again', async () => {
    const { token, run } = restoreAgainst(() => json(503, { message: 'Service Unavailable' }));
    await expect(run()).rejects.toMatchObject({ response: { status: 503 } });
    expect(token.value).toBe('token-1');
  });

  it('throws and keeps the token when no answer comes (network error)', async () => {
    const { token, run } = restoreAgainst(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(run()).rejects.toThrow('Failed to fetch');
    expect(token.value).toBe('token-1');
  });
});
