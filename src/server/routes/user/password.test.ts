import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { DEMO_PASSWORD } from '../../seed/demo-tenants';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const MINUTE = 60_000;
async function latestLink(to: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  const body = res.json().data[0]?.body as string;
  const url = new URL(body.match(/(\/\w+\?\S+)/)?.[1] ?? '/', 'http://x');
  return { email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '' };
}

describe('password reset', () => {
  it('resets with the mailed link once, within ten minutes, and signs every session out', async () => {
    const old = await h.login('timekeeper@acme.test');
    await h.app.inject({
      method: 'POST',
      url: '/v2/user/forgot_password',
      payload: { email: 'timekeeper@acme.test' },
    });
    const { email, token } = await latestLink('timekeeper@acme.test');
    h.clock.advance(9 * MINUTE);
    const reset = () =>
      h.app.inject({
        method: 'POST',
        url: '/v2/user/reset_password',
        payload: { email, token, password: 'a-brand-new-password' },
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).json()).toEqual({
      message: 'This reset link is invalid or has expired.',
    });
    const me = await h.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: { authorization: `Bearer ${old}` },
    });
    expect(me.statusCode).toBe(401);
    await expect(h.login('timekeeper@acme.test', 'a-brand-new-password')).resolves.toBeTruthy();
  });

  it('refuses an expired link and answers the same for unknown emails', async () => {
    h.clock.advance(2 * MINUTE);
    await h.app.inject({
      method: 'POST',
      url: '/v2/user/forgot_password',
      payload: { email: 'ic@demo.test' },
    });
    const { email, token } = await latestLink('ic@demo.test');
    h.clock.advance(10 * MINUTE + 1000);
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/user/reset_password',
      payload: { email, token, password: 'a-brand-new-password' },
    });
    expect(res.statusCode).toBe(400);
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/v2/user/forgot_password',
      payload: { email: 'ghost@nowhere.test' },
    });
    expect(unknown.json()).toEqual({ ok: true });
  });
});

describe('change password', () => {
  it('needs the current password', async () => {
    const token = await h.login('newhire@demo.test');
    const auth = { authorization: `Bearer ${token}` };
    const wrong = await h.app.inject({
      method: 'POST',
      url: '/v2/user/change_password',
      headers: auth,
      payload: { current_password: 'nope', new_password: 'another-long-password' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await h.app.inject({
      method: 'POST',
      url: '/v2/user/change_password',
      headers: auth,
      payload: { current_password: DEMO_PASSWORD, new_password: 'another-long-password' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('confirm email', () => {
  it('confirms with the mailed link once', async () => {
    const token = await h.login('approver@globex.test');
    const req = await h.app.inject({
      method: 'POST',
      url: '/v2/user/confirm_email/request',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(req.statusCode).toBe(200);
    const link = await latestLink('approver@globex.test');
    const ok = await h.app.inject({ method: 'POST', url: '/v2/user/confirm_email', payload: link });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('approver@globex.test');
    const again = await h.app.inject({
      method: 'POST',
      url: '/v2/user/confirm_email',
      payload: link,
    });
    expect(again.json()).toEqual({ message: 'This confirmation link is invalid or has expired.' });
  });
});
