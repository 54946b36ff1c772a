import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('/v2/user/preferences', () => {
  it('starts with no dark-mode choice', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/v2/user/preferences',
      headers: auth(await h.login('client@globex.test')),
    });
    expect(res.json()).toEqual({ dark_mode: null });
  });

  it('persists the choice per user, across sessions', async () => {
    const first = auth(await h.login('approver@globex.test'));
    const res = await h.app.inject({
      method: 'PATCH',
      url: '/v2/user/preferences',
      headers: first,
      payload: { dark_mode: true },
    });
    expect(res.json()).toEqual({ dark_mode: true });
    const again = auth(await h.login('approver@globex.test'));
    expect(
      (await h.app.inject({ method: 'GET', url: '/v2/user/preferences', headers: again })).json(),
    ).toEqual({ dark_mode: true });
    const other = auth(await h.login('client@globex.test'));
    expect(
      (await h.app.inject({ method: 'GET', url: '/v2/user/preferences', headers: other })).json(),
    ).toEqual({ dark_mode: null });
    await h.app.inject({
      method: 'PATCH',
      url: '/v2/user/preferences',
      headers: again,
      payload: { dark_mode: null },
    });
    expect(
      (await h.app.inject({ method: 'GET', url: '/v2/user/preferences', headers: again })).json(),
    ).toEqual({ dark_mode: null });
  });

  it('needs a session and a boolean', async () => {
    expect(
      (
        await h.app.inject({
          method: 'PATCH',
          url: '/v2/user/preferences',
          payload: { dark_mode: true },
        })
      ).statusCode,
    ).toBe(401);
    const headers = auth(await h.login('client@globex.test'));
    expect(
      (
        await h.app.inject({
          method: 'PATCH',
          url: '/v2/user/preferences',
          headers,
          payload: { dark_mode: 'yes' },
        })
      ).statusCode,
    ).toBe(422);
  });
});
