import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { DEMO_PASSWORD } from '../../seed/demo-tenants';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const MINUTE = 60_000;

async function latestCode(to: string): Promise<string> {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  const body = res.json().data[0]?.body as string | undefined;
  const code = body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

const startTwoFactor = (email: string) =>
  h.app.inject({ method: 'POST', url: '/v2/user', payload: { email, password: DEMO_PASSWORD } });
const submit = (email: string, code: string) =>
  h.app.inject({ method: 'POST', url: '/v2/user/two_factor', payload: { email, code } });
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('two-factor sign-in codes', () => {
  it('answers requires_two_factor without a token and mails six digits', async () => {
    h.clock.advance(16 * MINUTE);
    const res = await startTwoFactor('finance@acme.test');
    expect(res.json()).toEqual({ requires_two_factor: true });
    expect(await latestCode('finance@acme.test')).toMatch(/^\d{6}$/);
  });

  it('accepts a code at 9:59 and refuses its reuse', async () => {
    h.clock.advance(16 * MINUTE);
    await startTwoFactor('finance@acme.test');
    const code = await latestCode('finance@acme.test');
    h.clock.advance(9 * MINUTE + 59_000);
    const ok = await submit('finance@acme.test', code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().access_token).toBeTruthy();
    const again = await submit('finance@acme.test', code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Invalid or expired code' });
  });

  it('refuses a code at 10:01', async () => {
    h.clock.advance(16 * MINUTE);
    await startTwoFactor('finance@acme.test');
    const code = await latestCode('finance@acme.test');
    h.clock.advance(10 * MINUTE + 1000);
    expect((await submit('finance@acme.test', code)).statusCode).toBe(401);
  });

  it('refuses the right code after five wrong ones', async () => {
    h.clock.advance(16 * MINUTE);
    await startTwoFactor('finance@acme.test');
    const code = await latestCode('finance@acme.test');
    for (let i = 0; i < 5; i++)
      expect((await submit('finance@acme.test', wrong(code))).statusCode).toBe(401);
    expect((await submit('finance@acme.test', code)).statusCode).toBe(401);
  });

  it('counts parallel wrong guesses, so none slips past the limit', async () => {
    h.clock.advance(16 * MINUTE);
    await startTwoFactor('finance@acme.test');
    const code = await latestCode('finance@acme.test');
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => submit('finance@acme.test', wrong(code))),
    );
    expect(guesses.every((g) => g.statusCode === 401)).toBe(true);
    expect((await submit('finance@acme.test', code)).statusCode).toBe(401);
  });

  it('invalidates the older code when a new one is issued, and limits resends to one a minute', async () => {
    h.clock.advance(16 * MINUTE);
    await startTwoFactor('finance@acme.test');
    const first = await latestCode('finance@acme.test');
    const early = await h.app.inject({
      method: 'POST',
      url: '/v2/user/request-code',
      payload: { email: 'finance@acme.test' },
    });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    h.clock.advance(MINUTE);
    const resend = await h.app.inject({
      method: 'POST',
      url: '/v2/user/request-code',
      payload: { email: 'finance@acme.test' },
    });
    expect(resend.statusCode).toBe(200);
    const second = await latestCode('finance@acme.test');
    if (first !== second) expect((await submit('finance@acme.test', first)).statusCode).toBe(401);
    expect((await submit('finance@acme.test', second)).statusCode).toBe(200);
  });

  it('mails a new code at once to someone who used the last one and signs in again', async () => {
    h.clock.advance(16 * MINUTE);
    await startTwoFactor('finance@acme.test');
    const used = await latestCode('finance@acme.test');
    expect((await submit('finance@acme.test', used)).statusCode).toBe(200);
    h.clock.advance(5_000);
    await startTwoFactor('finance@acme.test');
    const fresh = await latestCode('finance@acme.test');
    const mails = (
      await h.app.inject({ method: 'GET', url: '/v2/dev/outbox?to=finance@acme.test' })
    ).json().data as unknown[];
    expect(mails.length).toBeGreaterThan(1);
    expect((await submit('finance@acme.test', fresh)).statusCode).toBe(200);
  });

  it('does not resend a sign-in code without a recent password check', async () => {
    h.clock.advance(20 * MINUTE);
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/user/request-code',
      payload: { email: 'owner@acme.test' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await h.app.inject({ method: 'GET', url: '/v2/dev/outbox?to=owner@acme.test' });
    expect(mail.json().data).toEqual([]);
  });

  it('issues at most ten codes a day, counted in the database', async () => {
    h.clock.advance(24 * 60 * MINUTE);
    let refused = 0;
    for (let i = 0; i < 11; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/v2/user/passwordless',
        payload: { email: 'recruiter@acme.test' },
      });
      expect(res.statusCode).toBe(200);
      h.clock.advance(MINUTE);
    }
    const mail = await h.app.inject({
      method: 'GET',
      url: '/v2/dev/outbox?to=recruiter@acme.test',
    });
    refused = 11 - mail.json().data.length;
    expect(refused).toBe(1);
  });
});

describe('passwordless sign-in', () => {
  it('signs in with the mailed code', async () => {
    h.clock.advance(16 * MINUTE);
    await h.app.inject({
      method: 'POST',
      url: '/v2/user/passwordless',
      payload: { email: 'eor@demo.test' },
    });
    const code = await latestCode('eor@demo.test');
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/user/passwordless/verify',
      payload: { email: 'eor@demo.test', code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toBeTruthy();
  });
});
