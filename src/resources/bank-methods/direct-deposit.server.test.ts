import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { bankMethods, contractors, users } from '../../server/db/schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const ACCOUNT = '000987654321';
const account = (account_number: string) => ({
  account_holder: 'Nina Newhire',
  bank_name: 'Chase',
  routing_number: '021000021',
  account_number,
});

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  code?: string,
  payload?: object,
) =>
  h.app.inject({
    method,
    url: `/v2/${url}`,
    headers: { authorization: `Bearer ${token}`, ...(code ? { 'x-verification-code': code } : {}) },
    ...(payload ? { payload } : {}),
  });
const latestCode = async (to: string) => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return (res.json().data[0]?.body as string).match(/\b(\d{6})\b/)?.[1] ?? '';
};

async function newhireSteps() {
  const [row] = await h.database.db
    .select({ completed: contractors.completed_steps })
    .from(contractors)
    .innerJoin(users, eq(users.contractor_id, contractors.id))
    .where(eq(users.email, 'newhire@demo.test'));
  return row!.completed;
}

it('completes the direct_deposit step when the contractor adds its first (default) account, after step-up', async () => {
  const [nina] = await h.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'newhire@demo.test'));
  await h.database.db
    .update(contractors)
    .set({ completed_steps: [] })
    .where(eq(contractors.id, nina!.contractor_id!));
  const token = await h.login('newhire@demo.test');
  expect((await call(token, 'GET', 'direct_deposit')).json()).toEqual({ data: [] });

  const first = await call(token, 'POST', 'direct_deposit', undefined, account(ACCOUNT));
  expect(first.statusCode).toBe(424);
  expect(await newhireSteps()).toEqual([]);
  const added = await call(
    token,
    'POST',
    'direct_deposit',
    await latestCode('newhire@demo.test'),
    account(ACCOUNT),
  );
  expect(added.statusCode, added.body).toBe(201);
  expect(added.json()).toMatchObject({
    kind: 'payout',
    is_default: true,
    account_last4: '••••4321',
  });
  expect(added.body).not.toContain(ACCOUNT);
  expect(await newhireSteps()).toEqual(['direct_deposit']);

  const [row] = await h.database.db
    .select()
    .from(bankMethods)
    .where(eq(bankMethods.id, added.json().id));
  expect(row).toMatchObject({
    owner_type: 'contractor',
    owner_id: nina!.contractor_id,
    kind: 'payout',
  });
  // The contractor's account is not a partner's payout method, and theirs are not its.
  expect((await call(token, 'GET', 'payout_methods')).statusCode).toBe(403);
  const owner = await h.login('owner@acme.test');
  expect((await call(owner, 'GET', 'direct_deposit')).statusCode).toBe(403);
  expect((await call(owner, 'GET', 'payout_methods')).json().data).toEqual([]);
  const other = await h.login('contractor@demo.test');
  // Connie has a payout account of her own (the payroll demo pays her); Nina's is not among them.
  const connies = (await call(other, 'GET', 'direct_deposit')).json().data as { id: string }[];
  expect(connies.map((m) => m.id)).not.toContain(row!.id);
  expect((await call(other, 'PATCH', `direct_deposit/${row!.id}/default`)).statusCode).toBe(404);
});
