import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { platformSettings, users } from '../../db/schema';

let h: Harness;
let connieId: string;
let ianId: string;
beforeAll(async () => {
  h = await createHarness();
  const [connie] = await h.deps.db
    .select({ id: users.contractor_id })
    .from(users)
    .where(eq(users.email, 'contractor@demo.test'));
  const [ian] = await h.deps.db
    .select({ id: users.contractor_id })
    .from(users)
    .where(eq(users.email, 'ic@demo.test'));
  connieId = connie?.id ?? '';
  ianId = ian?.id ?? '';
});
afterAll(() => h.close());

const MINUTE = 60_000;
const ssn = (token: string, id: string, code?: string) =>
  h.app.inject({
    method: 'GET',
    url: `/v2/contractors/${id}/ssn`,
    headers: { authorization: `Bearer ${token}`, ...(code ? { 'x-verification-code': code } : {}) },
  });
async function latestCode(to: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return (res.json().data[0]?.body as string).match(/\b(\d{6})\b/)?.[1] ?? '';
}

describe('GET /v2/contractors/:id/ssn (step-up)', () => {
  it('answers 424 with a detail, mails a code, and reveals the SSN with it once', async () => {
    const token = await h.login('owner@acme.test');
    const first = await ssn(token, connieId);
    expect(first.statusCode).toBe(424);
    expect(first.json()).toEqual({
      message: 'Verification required',
      detail: 'We sent a 6-digit code to o***@acme.test.',
    });
    const code = await latestCode('owner@acme.test');
    const bad = await ssn(token, connieId, code === '123456' ? '654321' : '123456');
    expect(bad.statusCode).toBe(424);
    expect(bad.json().message).toBe('Invalid or expired verification code');
    const ok = await ssn(token, connieId, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ssn: '512-44-7781' });
    expect((await ssn(token, connieId, code)).statusCode).toBe(424);
  });

  it('after a valid code, the same session needs no new one for 5 minutes; other sessions still do', async () => {
    h.clock.advance(2 * MINUTE);
    const token = await h.login('admin@demo.test');
    const other = await h.login('admin@demo.test');
    expect((await ssn(token, connieId)).statusCode).toBe(424);
    const code = await latestCode('admin@demo.test');
    expect((await ssn(token, connieId, code)).statusCode).toBe(200);

    h.clock.advance(4 * MINUTE);
    expect((await ssn(token, connieId)).statusCode).toBe(200);
    expect((await ssn(token, connieId, code)).statusCode).toBe(424);
    expect((await ssn(other, connieId)).statusCode).toBe(424);

    h.clock.advance(1 * MINUTE + 1000);
    expect((await ssn(token, connieId)).statusCode).toBe(424);
  });

  it('keeps tenants apart and refuses roles that may never see it', async () => {
    h.clock.advance(2 * MINUTE);
    expect((await ssn(await h.login('owner@acme.test'), ianId)).statusCode).toBe(404);
    expect((await ssn(await h.login('recruiter@acme.test'), connieId)).statusCode).toBe(403);
    expect((await ssn(await h.login('client@globex.test'), connieId)).statusCode).toBe(403);
    expect((await ssn(await h.login('ic@demo.test'), connieId)).statusCode).toBe(404);
    expect((await ssn(await h.login('ic@demo.test'), ianId)).statusCode).toBe(424);
    expect((await ssn(await h.login('admin@demo.test'), ianId)).statusCode).toBe(424);
  });

  it('needs no code when email-code verification is off', async () => {
    await h.deps.db.update(platformSettings).set({ enabled_email_code_verification: false });
    const res = await ssn(await h.login('contractor@demo.test'), connieId);
    await h.deps.db.update(platformSettings).set({ enabled_email_code_verification: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().ssn).toBe('512-44-7781');
  });

  it('guards the data export the same way', async () => {
    const token = await h.login('eor@demo.test');
    const res = await h.app.inject({
      method: 'GET',
      url: '/v2/user/data_export',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(424);
    const code = await latestCode('eor@demo.test');
    const ok = await h.app.inject({
      method: 'GET',
      url: '/v2/user/data_export',
      headers: { authorization: `Bearer ${token}`, 'x-verification-code': code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('eor@demo.test');
  });

  it('mails a new step-up code on request-code (with the email the browser sends, spec §7), at most once a minute', async () => {
    h.clock.advance(2 * MINUTE);
    const token = await h.login('approver@globex.test');
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: '/v2/user/request-code',
        headers: { authorization: `Bearer ${token}` },
        payload: { email: 'approver@globex.test' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});

describe('outbox', () => {
  it('does not exist in production mode', async () => {
    const prod = await createHarness({ env: { ...h.deps.env, NODE_ENV: 'production' } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/v2/dev/outbox' })).statusCode).toBe(
        404,
      );
    } finally {
      await prod.close();
    }
  });
});
