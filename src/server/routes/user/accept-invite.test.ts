import { afterAll, beforeAll, expect, it } from 'vitest';
import { peopleApi } from '../../../../tests/people/people-api';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { INVITE_TTL_MS } from '../../auth/codes';
import { INVITE_LINK_INVALID } from '../../auth/invite';

let h: Harness;
let api: ReturnType<typeof peopleApi>;
beforeAll(async () => {
  h = await createHarness();
  api = peopleApi(h);
});
afterAll(async () => h.close());

const invite = (email: string, role = 'recruiter') =>
  api.call('owner@acme.test', 'POST', '/team', {
    first_name: 'Ivy',
    last_name: 'Invitee',
    email,
    role,
  });

it('invites without a usable password, mails the link only to the invitee, and the link signs them in once', async () => {
  const res = await invite('ivy@acme.test');
  expect(res.statusCode, res.body).toBe(201);
  expect(res.body).not.toMatch(/token/i);
  expect(res.json()).toMatchObject({
    email: 'ivy@acme.test',
    role: 'recruiter',
    invite_pending: true,
  });
  // No password works before the invitation is used.
  const before = await h.app.inject({
    method: 'POST',
    url: '/v2/user',
    payload: { email: 'ivy@acme.test', password: '' + 'x'.repeat(10) },
  });
  expect(before.statusCode).toBe(401);

  const link = await api.inviteOf('ivy@acme.test');
  expect(link.link).toContain('/forgot_password?');
  expect(link.purpose).toBe('invite');
  const accepted = await api.accept(link);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { access_token, next } = accepted.json() as { access_token: string; next: string | null };
  expect(next).toBeNull();
  const me = await h.app.inject({
    method: 'GET',
    url: '/v2/user',
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(me.json()).toMatchObject({
    email: 'ivy@acme.test',
    user_type: 'partner',
    role: 'recruiter',
  });

  const again = await api.accept(link);
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({ message: INVITE_LINK_INVALID });
  const signIn = await h.app.inject({
    method: 'POST',
    url: '/v2/user',
    payload: { email: 'ivy@acme.test', password: 'a-new-password-1' },
  });
  expect(signIn.statusCode).toBe(200);
});

it('refuses an expired link, and a resend voids the older link (at most once a minute)', async () => {
  await invite('late@acme.test');
  const first = await api.inviteOf('late@acme.test');
  h.clock.advance(INVITE_TTL_MS + 1000);
  expect((await api.accept(first)).json()).toEqual({ message: INVITE_LINK_INVALID });
  api.forget('owner@acme.test'); // a session lasts 12 hours

  const list = await api.call('owner@acme.test', 'GET', '/team?name=late');
  const { id } = (list.json() as { data: { id: string }[] }).data[0]!;
  const resent = await api.call('owner@acme.test', 'POST', `/team/${id}/invite`);
  expect(resent.statusCode, resent.body).toBe(200);
  const tooSoon = await api.call('owner@acme.test', 'POST', `/team/${id}/invite`);
  expect(tooSoon.statusCode).toBe(429);
  h.clock.advance(61_000);
  expect((await api.call('owner@acme.test', 'POST', `/team/${id}/invite`)).statusCode).toBe(200);
  const newest = await api.inviteOf('late@acme.test');
  h.clock.advance(1000);
  // The second link was voided by the third.
  const all = await h.database.db.query.outbox.findMany({
    where: (o, { eq }) => eq(o.to, 'late@acme.test'),
  });
  expect(all).toHaveLength(3);
  const second = new URL(all[1]!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  expect((await api.accept({ email: 'late@acme.test', token: second })).statusCode).toBe(400);
  expect((await api.accept(newest)).statusCode).toBe(200);
  // Used: nothing left to resend.
  expect((await api.call('owner@acme.test', 'POST', `/team/${id}/invite`)).statusCode).toBe(409);
});

it('refuses a wrong token and a token for another email alike', async () => {
  await invite('mallory@acme.test');
  const link = await api.inviteOf('mallory@acme.test');
  expect((await api.accept({ email: link.email, token: 'x'.repeat(32) })).statusCode).toBe(400);
  expect((await api.accept({ email: 'owner@acme.test', token: link.token })).statusCode).toBe(400);
  expect((await api.accept({ email: link.email, token: link.token }, 'short')).statusCode).toBe(
    422,
  );
});
