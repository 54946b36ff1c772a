import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { bankMethods } from '../../server/db/schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const CARD = {
  account_holder: 'Ian Independent',
  bank_name: 'Paycard Bank',
  routing_number: '021000021',
  account_number: '4111222233334444',
};
const call = async (
  email: string,
  method: 'GET' | 'POST',
  opts: { payload?: object; code?: string } = {},
) =>
  h.app.inject({
    method,
    url: '/v2/pay_cards',
    headers: {
      authorization: `Bearer ${await h.login(email)}`,
      ...(opts.code ? { 'x-verification-code': opts.code } : {}),
    },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
async function latestCode(to: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return (res.json().data[0]?.body as string).match(/\b(\d{6})\b/)?.[1] ?? '';
}

it('lets a self-employer partner’s contractor link a pay card through the bank methods’ step-up', async () => {
  expect((await call('ic@demo.test', 'GET')).json()).toEqual({ data: [] });
  const first = await call('ic@demo.test', 'POST', { payload: CARD });
  expect(first.statusCode).toBe(424);
  const linked = await call('ic@demo.test', 'POST', {
    payload: CARD,
    code: await latestCode('ic@demo.test'),
  });
  expect(linked.statusCode, linked.body).toBe(201);
  const list = (await call('ic@demo.test', 'GET')).json() as {
    data: { kind: string; account_last4: string; is_default: boolean }[];
  };
  expect(list.data).toEqual([
    expect.objectContaining({ kind: 'pay_card', account_last4: '••••4444', is_default: true }),
  ]);
  expect(JSON.stringify(list)).not.toContain(CARD.account_number);
  const [row] = await h.deps.db.select().from(bankMethods).where(eq(bankMethods.kind, 'pay_card'));
  expect(row).toMatchObject({ owner_type: 'contractor', account_last4: '4444' });
  expect(row?.account_number).not.toBe(CARD.account_number);
});

it('refuses a pay card to contractors of partners that are not self-employers, and to everyone else', async () => {
  for (const email of [
    'contractor@demo.test',
    'owner@selfco.test',
    'admin@demo.test',
    'sales@demo.test',
  ]) {
    const res = await call(email, 'GET');
    expect(res.statusCode, email).toBe(403);
  }
});
