import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import type { SearchResponse, SearchResult } from '../../../domain/contracts/search';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const search = async (email: string, text: string): Promise<SearchResult[]> => {
  const token = await h.login(email);
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/search?search_type=global&search=${encodeURIComponent(text)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchResponse).data.data;
};

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

const ACME = sql`(select id from partners where subdomain = 'acme')`;

it('finds an invoice by its number, for its partner and not another', async () => {
  const invoice = await one<{ id: string; label: string; client: string }>(sql`
    select i.id, 'INV-' || lpad(i.number::text, 6, '0') as label, c.entity_name as client
    from invoices i join clients c on c.id = i.client_id
    where i.partner_id = ${ACME} and i.number is not null order by i.number desc limit 1`);
  const hits = await search('owner@acme.test', invoice.label);
  expect(hits).toContainEqual({
    object_type: 'Invoices',
    text: `${invoice.label} · ${invoice.client}`,
    icon: 'file-text',
    redirect: `/invoices/${invoice.id}`,
  });
  const selfco = await search('owner@selfco.test', invoice.label);
  expect(selfco.map((r) => r.redirect)).not.toContain(`/invoices/${invoice.id}`);
});

it('finds a payment by its number', async () => {
  const payment = await one<{ id: string; number: string; payer: string }>(sql`
    select id, number, payer_name as payer from payments where partner_id = ${ACME} order by number limit 1`);
  expect(await search('owner@acme.test', payment.number)).toContainEqual({
    object_type: 'Payments',
    text: `${payment.number} · ${payment.payer}`,
    icon: 'banknote',
    redirect: `/payments/${payment.id}`,
  });
  expect(await search('owner@selfco.test', payment.number)).toEqual([]);
});

it('finds a paycheck by its worker and pay date, which name it (paychecks have no number)', async () => {
  // Acme's June run pays Connie in the demo: her paycheck is what there is to find.
  const paycheck = await one<{ id: string; name: string; pay_date: string }>(sql`
    select p.id, u.first_name || ' ' || u.last_name as name, p.pay_date::text as pay_date
    from paychecks p join users u on u.contractor_id = p.contractor_id
    where p.partner_id = ${ACME} and u.email = 'contractor@demo.test' order by p.pay_date desc limit 1`);
  const hits = await search('owner@acme.test', `${paycheck.name} · ${paycheck.pay_date}`);
  expect(hits).toEqual([
    {
      object_type: 'Paychecks',
      text: `Paycheck ${paycheck.name} · ${paycheck.pay_date}`,
      icon: 'wallet',
      redirect: `/paychecks/${paycheck.id}`,
    },
  ]);
});
