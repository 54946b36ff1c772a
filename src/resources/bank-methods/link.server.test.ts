import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { buildApp } from '../../server/app';
import { bankMethods, contractors, users } from '../../server/db/schema';
import { bankLinkAdapter } from '../../server/integrations/bank-link';
import { LINK_TOKENS_PER_MINUTE } from './link.server';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const MINUTE = 60_000;
/** The demo institution's checking account number: it must never leave the server. */
const CHECKING = '1111222200000';

async function call(token: string | null, url: string, payload?: object, code?: string) {
  return h.app.inject({
    method: 'POST',
    url: `/v2/${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(code ? { 'x-verification-code': code } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
async function latestCode(to: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return (res.json().data[0]?.body as string).match(/\b(\d{6})\b/)?.[1] ?? '';
}

/** Token, chooser, choice: what the modal does before the exchange. */
async function publicTokenFor(token: string, path: string, accountId = 'acc_checking') {
  const link = await call(token, `${path}/link_token`);
  expect(link.statusCode).toBe(201);
  const { link_token } = link.json();
  const chosen = await call(token, 'bank_link/public_token', { link_token, account_id: accountId });
  expect(chosen.statusCode).toBe(201);
  return chosen.json().public_token as string;
}

/** The exchange through the whole step-up (the code is mailed at most once a minute). */
async function exchange(token: string, email: string, path: string, public_token: string) {
  h.clock.advance(2 * MINUTE);
  const first = await call(token, `${path}/link_exchange`, { public_token });
  if (first.statusCode !== 424) return first;
  return call(token, `${path}/link_exchange`, { public_token }, await latestCode(email));
}

describe('a contractor links its direct deposit account', () => {
  it('lists masked accounts, exchanges once through step-up, stores it sealed and completes the step', async () => {
    const [nina] = await h.deps.db.select().from(users).where(eq(users.email, 'newhire@demo.test'));
    await h.deps.db
      .update(contractors)
      .set({ completed_steps: [] })
      .where(eq(contractors.id, nina!.contractor_id!));
    const token = await h.login('newhire@demo.test');
    const link = await call(token, 'direct_deposit/link_token');
    expect(link.statusCode).toBe(201);
    const { link_token } = link.json();
    const chooser = await call(token, 'bank_link/accounts', { link_token });
    expect(chooser.json()).toEqual({
      institution: 'First Platypus Bank',
      accounts: [
        { id: 'acc_checking', name: 'Platypus Checking', subtype: 'checking', mask: '0000' },
        { id: 'acc_savings', name: 'Platypus Savings', subtype: 'savings', mask: '1111' },
      ],
    });
    const chosen = await call(token, 'bank_link/public_token', {
      link_token,
      account_id: 'acc_checking',
    });
    const { public_token } = chosen.json();
    // The link token opened the chooser once: a second choice is refused.
    expect(
      (await call(token, 'bank_link/public_token', { link_token, account_id: 'acc_savings' }))
        .statusCode,
    ).toBe(410);

    const first = await call(token, 'direct_deposit/link_exchange', { public_token });
    expect(first.statusCode).toBe(424);
    const res = await call(
      token,
      'direct_deposit/link_exchange',
      { public_token },
      await latestCode('newhire@demo.test'),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'payout',
      bank_name: 'First Platypus Bank',
      routing_number: '021000021',
      account_holder: `${nina!.first_name} ${nina!.last_name}`,
      account_last4: '••••0000',
      is_default: true,
    });
    expect(res.body).not.toContain(CHECKING);
    const [row] = await h.deps.db
      .select()
      .from(bankMethods)
      .where(eq(bankMethods.id, res.json().id));
    expect(row!.account_number).not.toBe(CHECKING);
    expect(h.deps.vault.open('bank_methods.account_number', row!.account_number)).toBe(CHECKING);
    const [after] = await h.deps.db
      .select()
      .from(contractors)
      .where(eq(contractors.id, nina!.contractor_id!));
    expect(after!.completed_steps).toContain('direct_deposit');

    const replay = await call(token, 'direct_deposit/link_exchange', { public_token });
    expect(replay.statusCode).toBe(410);
    expect(replay.body).not.toContain(public_token);
  });
});

describe('refusals', () => {
  it('answers 401 without a session and 403 on a page the role may not use, before reading the body', async () => {
    expect((await call(null, 'direct_deposit/link_token')).statusCode).toBe(401);
    expect((await call(null, 'bank_link/accounts', { link_token: 'x' })).statusCode).toBe(401);
    const contractor = await h.login('newhire@demo.test');
    expect((await call(contractor, 'payment_methods/link_token')).statusCode).toBe(403);
    expect(
      (await call(contractor, 'payment_methods/link_exchange', { public_token: 'x' })).statusCode,
    ).toBe(403);
    const payer = await h.login('eor@demo.test');
    expect((await call(payer, 'direct_deposit/link_token')).statusCode).toBe(403);
    const recruiter = await h.login('recruiter@acme.test');
    expect((await call(recruiter, 'bank_link/accounts', {})).statusCode).toBe(403);
    expect((await call(recruiter, 'bank_link/public_token', {})).statusCode).toBe(403);
  });

  it("refuses another user's link and public tokens, and the stolen public token dies", async () => {
    const eor = await h.login('eor@demo.test');
    const acme = await h.login('owner@acme.test');
    const { link_token } = (await call(eor, 'payment_methods/link_token')).json();
    expect((await call(acme, 'bank_link/accounts', { link_token })).statusCode).toBe(410);
    expect(
      (await call(acme, 'bank_link/public_token', { link_token, account_id: 'acc_checking' }))
        .statusCode,
    ).toBe(410);
    const public_token = await publicTokenFor(eor, 'payment_methods');
    const stolen = await exchange(acme, 'owner@acme.test', 'payment_methods', public_token);
    expect(stolen.statusCode).toBe(410);
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/v2/payment_methods',
          headers: { authorization: `Bearer ${acme}` },
        })
      ).json().data,
    ).toEqual([]);
    expect((await exchange(eor, 'eor@demo.test', 'payment_methods', public_token)).statusCode).toBe(
      410,
    );
  });

  it('refuses expired link and public tokens', async () => {
    const eor = await h.login('eor@demo.test');
    const { link_token } = (await call(eor, 'payment_methods/link_token')).json();
    h.clock.advance(31 * MINUTE);
    expect((await call(eor, 'bank_link/accounts', { link_token })).statusCode).toBe(410);
    const eor2 = await h.login('eor@demo.test');
    const public_token = await publicTokenFor(eor2, 'payment_methods');
    h.clock.advance(29 * MINUTE);
    expect(
      (await exchange(eor2, 'eor@demo.test', 'payment_methods', public_token)).statusCode,
    ).toBe(410);
  });

  it('answers 422 to a NUL byte, a huge token or an unknown account', async () => {
    const eor = await h.login('eor@demo.test');
    expect(
      (await call(eor, 'bank_link/accounts', { link_token: 'link-demo-\u0000' })).statusCode,
    ).toBe(422);
    expect(
      (await call(eor, 'bank_link/accounts', { link_token: 'a'.repeat(100_000) })).statusCode,
    ).toBe(422);
    const { link_token } = (await call(eor, 'payment_methods/link_token')).json();
    expect(
      (await call(eor, 'bank_link/public_token', { link_token, account_id: 'acc_\u0000' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call(eor, 'bank_link/public_token', { link_token, account_id: 'acc_brokerage' }))
        .statusCode,
    ).toBe(410);
  });

  it('a payer links a payment method; no token nor number reaches the request log', async () => {
    let logs = '';
    const stream = new PassThrough();
    stream.on('data', (d: Buffer) => (logs += d.toString()));
    const logged = await buildApp(
      { ...h.deps, env: { ...h.deps.env, LOG_LEVEL: 'trace' } },
      { logger: true, logStream: stream },
    );
    try {
      const acme = await h.login('owner@acme.test');
      const headers = { authorization: `Bearer ${acme}` };
      const post = (url: string, payload?: object, code?: string) =>
        logged.inject({
          method: 'POST',
          url: `/v2/${url}`,
          headers: { ...headers, ...(code ? { 'x-verification-code': code } : {}) },
          ...(payload ? { payload } : {}),
        });
      const { link_token } = (await post('payment_methods/link_token')).json();
      await post('bank_link/accounts', { link_token });
      const { public_token } = (
        await post('bank_link/public_token', { link_token, account_id: 'acc_savings' })
      ).json();
      h.clock.advance(2 * MINUTE);
      expect((await post('payment_methods/link_exchange', { public_token })).statusCode).toBe(424);
      const res = await post(
        'payment_methods/link_exchange',
        { public_token },
        await latestCode('owner@acme.test'),
      );
      expect(res.json()).toMatchObject({
        kind: 'payment',
        account_holder: 'Acme Staffing',
        account_last4: '••••1111',
      });
      await post('payment_methods/link_exchange', { public_token });
      expect(logs).toContain('/v2/payment_methods/link_exchange');
      for (const secret of [link_token, public_token, '3333444411111'])
        expect(logs).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

it('the adapter test completes a link on a provider of its own', async () => {
  expect(await bankLinkAdapter.test()).toEqual({
    ok: true,
    message: 'A test link to First Platypus Bank was exchanged',
  });
  expect(bankLinkAdapter.status({ ...h.deps.env, NODE_ENV: 'production' })).toBe('not_configured');
});

describe('link tokens are rate-limited per user', () => {
  it(`opens at most ${LINK_TOKENS_PER_MINUTE} links a minute for one user, then 429 with Retry-After; others are not held up`, async () => {
    const connie = await h.login('contractor@demo.test');
    for (let i = 0; i < LINK_TOKENS_PER_MINUTE; i++)
      expect((await call(connie, 'direct_deposit/link_token')).statusCode).toBe(201);
    const refused = await call(connie, 'direct_deposit/link_token');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many bank links started: try again in /);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await h.login('ic@demo.test');
    expect((await call(other, 'direct_deposit/link_token')).statusCode).toBe(201);
  });
});
