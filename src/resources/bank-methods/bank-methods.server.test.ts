import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_NUMBER_COLUMN } from '../../server/crypto/seal-rows';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { buildApp } from '../../server/app';
import { bankMethods, outbox, platformSettings } from '../../server/db/schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const MINUTE = 60_000;
const ACME_ACCOUNT = '000123456789';
const SECOND_ACCOUNT = '55554444333322221';
const SALES_ACCOUNT = '9876543210';
const CLIENT_ACCOUNT = '44443333';
const ACCOUNTS = [ACME_ACCOUNT, SECOND_ACCOUNT, SALES_ACCOUNT, CLIENT_ACCOUNT];
const account = (account_number: string) => ({
  account_holder: 'Acme Staffing LLC',
  bank_name: 'Chase',
  routing_number: '021000021',
  account_number,
});

/** Every body the API answered, so the last test can prove no account number ever left it. */
const bodies: string[] = [];
async function call(
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  opts: { payload?: object; code?: string } = {},
) {
  const res = await h.app.inject({
    method,
    url: `/v2/${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(opts.code ? { 'x-verification-code': opts.code } : {}),
    },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
  bodies.push(res.body);
  return res;
}
async function latestCode(to: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return (res.json().data[0]?.body as string).match(/\b(\d{6})\b/)?.[1] ?? '';
}
const mailCount = async (to: string) =>
  (await h.deps.db.select().from(outbox).where(eq(outbox.to, to))).length;
const wrong = (code: string) => (code === '123456' ? '654321' : '123456');

/** A change through the whole step-up: 424 and a mailed code, then the same request with the code. */
async function withStepUp(
  email: string,
  token: string,
  method: 'POST' | 'DELETE' | 'PATCH',
  url: string,
  payload?: object,
) {
  // Past the resend interval and the session's step-up window, so a code is asked for again.
  h.clock.advance(6 * MINUTE);
  const first = await call(token, method, url, { payload });
  expect(first.statusCode).toBe(424);
  return call(token, method, url, { payload, code: await latestCode(email) });
}

describe('who may manage bank methods (403)', () => {
  it.each([
    ['recruiter@acme.test', 'payout_methods'],
    ['recruiter@acme.test', 'payment_methods'],
    ['finance@acme.test', 'payout_methods'],
    ['contractor@demo.test', 'payout_methods'],
    ['contractor@demo.test', 'payment_methods'],
    ['admin@demo.test', 'payout_methods'],
    ['approver@globex.test', 'payment_methods'],
    ['client@globex.test', 'payout_methods'],
    ['sales@demo.test', 'payment_methods'],
  ])('%s on /%s', async (email, path) => {
    const token = await h.login(email);
    const before = await mailCount(email);
    expect((await call(token, 'GET', path)).statusCode).toBe(403);
    expect((await call(token, 'POST', path, { payload: account(ACME_ACCOUNT) })).statusCode).toBe(
      403,
    );
    // A refused caller is never mailed a step-up code.
    expect(await mailCount(email)).toBe(before);
  });

  it.each([
    ['owner@acme.test', 'payout_methods'],
    ['owner@acme.test', 'payment_methods'],
    ['eor@demo.test', 'payout_methods'],
    ['eor@demo.test', 'payment_methods'],
    ['sales@demo.test', 'payout_methods'],
    ['owner@selfco.test', 'payout_methods'],
  ])('%s lists /%s', async (email, path) => {
    const res = await call(await h.login(email), 'GET', path);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('client@globex.test lists the payment method the payments seed gave Globex, masked', async () => {
    const res = await call(await h.login('client@globex.test'), 'GET', 'payment_methods');
    expect(res.json().data).toMatchObject([
      { bank_name: 'First Demo Bank', account_last4: '••••6789', is_default: true },
    ]);
  });

  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', 'payout_methods')).statusCode).toBe(401);
  });
});

describe('adding a payout method (step-up)', () => {
  it('answers 424 and mails a code, refuses a wrong code, adds it with the right one, refuses the code again', async () => {
    const token = await h.login('owner@acme.test');
    const first = await call(token, 'POST', 'payout_methods', { payload: account(ACME_ACCOUNT) });
    expect(first.statusCode).toBe(424);
    expect(first.json()).toEqual({
      message: 'Verification required',
      detail: 'We sent a 6-digit code to o***@acme.test.',
    });
    expect((await call(token, 'GET', 'payout_methods')).json().data).toEqual([]);

    const code = await latestCode('owner@acme.test');
    const bad = await call(token, 'POST', 'payout_methods', {
      payload: account(ACME_ACCOUNT),
      code: wrong(code),
    });
    expect(bad.statusCode).toBe(424);
    expect(bad.json().message).toBe('Invalid or expired verification code');

    const ok = await call(token, 'POST', 'payout_methods', {
      payload: account(ACME_ACCOUNT),
      code,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({
      id: expect.any(String),
      kind: 'payout',
      account_holder: 'Acme Staffing LLC',
      bank_name: 'Chase',
      routing_number: '021000021',
      account_last4: '••••6789',
      is_default: true,
      created_at: '2026-11-20T15:00:00.000Z',
    });

    const reused = await call(token, 'POST', 'payout_methods', {
      payload: account(SECOND_ACCOUNT),
      code,
    });
    expect(reused.statusCode).toBe(424);
    expect(reused.json().message).toBe('Invalid or expired verification code');

    const list = (await call(token, 'GET', 'payout_methods')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ account_last4: '••••6789', is_default: true });
    // Kept for paying out, in full, but sealed at rest: the raw column never holds the number.
    const [stored] = await h.deps.db
      .select()
      .from(bankMethods)
      .where(eq(bankMethods.id, list[0].id));
    expect(stored?.account_number).not.toContain(ACME_ACCOUNT);
    expect(stored?.account_number).toMatch(/^enc:v1:/);
    expect(h.deps.vault.open(ACCOUNT_NUMBER_COLUMN, stored?.account_number ?? '')).toBe(
      ACME_ACCOUNT,
    );
  });

  it('answers 422 with located details for a bad routing or account number, before asking for a code', async () => {
    const token = await h.login('owner@acme.test');
    const before = await mailCount('owner@acme.test');
    const routing = await call(token, 'POST', 'payout_methods', {
      payload: { ...account(ACME_ACCOUNT), routing_number: '021000022' },
    });
    expect(routing.statusCode).toBe(422);
    expect(routing.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'routing_number'], msg: 'Invalid routing number' }),
    ]);
    const short = await call(token, 'POST', 'payout_methods', {
      payload: { ...account('123'), routing_number: '12345' },
    });
    expect(short.statusCode).toBe(422);
    expect(
      short.json().detail.map((d: { loc: string[]; msg: string }) => [d.loc.join('.'), d.msg]),
    ).toEqual([
      ['body.routing_number', 'Routing number must be 9 digits'],
      ['body.account_number', 'Account number must be 4 to 17 digits'],
    ]);
    expect(await mailCount('owner@acme.test')).toBe(before);
  });

  it('needs no code when email-code verification is off', async () => {
    await h.deps.db.update(platformSettings).set({ enabled_email_code_verification: false });
    const res = await call(await h.login('client@globex.test'), 'POST', 'payment_methods', {
      payload: account(CLIENT_ACCOUNT),
    });
    await h.deps.db.update(platformSettings).set({ enabled_email_code_verification: true });
    expect(res.statusCode).toBe(201);
    // Globex already has the seeded default; the second method is not the default.
    expect(res.json()).toMatchObject({
      kind: 'payment',
      account_last4: '••••3333',
      is_default: false,
    });
  });
});

describe('scoping (404 for what is not yours)', () => {
  it("another tenant's id, or a payout id on the payment path, is 404 and mails no code", async () => {
    const acme = await h.login('owner@acme.test');
    const [mine] = (await call(acme, 'GET', 'payout_methods')).json().data;
    const selfco = await h.login('owner@selfco.test');
    expect((await call(selfco, 'GET', 'payout_methods')).json().data).toEqual([]);
    const before = await mailCount('owner@selfco.test');
    expect((await call(selfco, 'DELETE', `payout_methods/${mine.id}`)).statusCode).toBe(404);
    expect((await call(selfco, 'PATCH', `payout_methods/${mine.id}/default`)).statusCode).toBe(404);
    expect(await mailCount('owner@selfco.test')).toBe(before);
    expect((await call(acme, 'DELETE', `payment_methods/${mine.id}`)).statusCode).toBe(404);
    expect((await call(acme, 'GET', 'payment_methods')).json().data).toEqual([]);
    const eor = await h.login('eor@demo.test');
    expect((await call(eor, 'DELETE', `payout_methods/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await call(acme, 'DELETE', 'payout_methods/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });
});

describe('default and removal', () => {
  it('makes another method the default, and removing the default hands it on; removed rows are kept', async () => {
    const token = await h.login('owner@acme.test');
    const [first] = (await call(token, 'GET', 'payout_methods')).json().data;
    const added = await withStepUp(
      'owner@acme.test',
      token,
      'POST',
      'payout_methods',
      account(SECOND_ACCOUNT),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ account_last4: '••••2221', is_default: false });

    const made = await withStepUp(
      'owner@acme.test',
      token,
      'PATCH',
      `payout_methods/${added.json().id}/default`,
    );
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ id: added.json().id, is_default: true });
    const list = (await call(token, 'GET', 'payout_methods')).json().data as {
      id: string;
      is_default: boolean;
    }[];
    expect(list.map((m) => [m.id, m.is_default])).toEqual([
      [added.json().id, true],
      [first.id, false],
    ]);

    const removed = await withStepUp(
      'owner@acme.test',
      token,
      'DELETE',
      `payout_methods/${added.json().id}`,
    );
    expect(removed.statusCode).toBe(204);
    const after = (await call(token, 'GET', 'payout_methods')).json().data as {
      id: string;
      is_default: boolean;
    }[];
    expect(after.map((m) => [m.id, m.is_default])).toEqual([[first.id, true]]);
    const [kept] = await h.deps.db
      .select()
      .from(bankMethods)
      .where(and(eq(bankMethods.id, added.json().id)));
    expect(kept?.removed_at).toBeInstanceOf(Date);
    expect((await call(token, 'DELETE', `payout_methods/${added.json().id}`)).statusCode).toBe(404);
  });

  it('a sales partner owner and an eor owner each keep their own payout methods', async () => {
    const sales = await h.login('sales@demo.test');
    expect(
      (await withStepUp('sales@demo.test', sales, 'POST', 'payout_methods', account(SALES_ACCOUNT)))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(sales, 'GET', 'payout_methods'))
        .json()
        .data.map((m: { account_last4: string }) => m.account_last4),
    ).toEqual(['••••3210']);
    expect(
      (await call(await h.login('eor@demo.test'), 'GET', 'payout_methods')).json().data,
    ).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every bank-method endpoint', async () => {
    const { paths } = JSON.parse(await h.openApiText()) as { paths: Record<string, object> };
    for (const base of ['/v2/payout_methods', '/v2/payment_methods']) {
      expect(Object.keys(paths[base] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(paths[`${base}/{id}`] ?? {})).toEqual(['delete']);
      expect(Object.keys(paths[`${base}/{id}/default`] ?? {})).toEqual(['patch']);
    }
  });
});

describe('the account number', () => {
  it('is absent from every response of this file', () => {
    expect(bodies.length).toBeGreaterThan(40);
    for (const body of bodies) for (const n of ACCOUNTS) expect(body).not.toContain(n);
  });

  it('never reaches the request log, nor does the code', async () => {
    let logs = '';
    const stream = new PassThrough();
    stream.on('data', (d: Buffer) => (logs += d.toString()));
    const logged = await buildApp(
      { ...h.deps, env: { ...h.deps.env, LOG_LEVEL: 'trace' } },
      { logger: true, logStream: stream },
    );
    try {
      h.clock.advance(2 * MINUTE);
      const token = await h.login('eor@demo.test');
      const payload = account('31415926535');
      const headers = { authorization: `Bearer ${token}` };
      expect(
        (await logged.inject({ method: 'POST', url: '/v2/payout_methods', headers, payload }))
          .statusCode,
      ).toBe(424);
      const code = await latestCode('eor@demo.test');
      const res = await logged.inject({
        method: 'POST',
        url: '/v2/payout_methods',
        headers: { ...headers, 'x-verification-code': code },
        payload,
      });
      expect(res.statusCode).toBe(201);
      await logged.inject({
        method: 'POST',
        url: '/v2/payout_methods?account_number=27182818284',
        headers,
        payload: account('27182818284'),
      });
      expect(logs).toContain('/v2/payout_methods');
      for (const secret of ['31415926535', '27182818284', code]) expect(logs).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
