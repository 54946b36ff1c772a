import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { demoClientId } from '../../../tests/kit/demo-ids';
import { pdfLines } from '../../../tests/pdf-text';
import { tinyPng } from '../../../tests/tiny-png';
import type { Invoice, InvoiceDetail } from './contract';
import { formatMoney } from '../../domain/format/format';
import { applyAllocation } from '../../server/billing/allocation';
import type { Tx } from '../../server/db/client';
import { outbox } from '../../server/db/schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const call = async (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/v2${url}`,
    headers: {
      authorization: `Bearer ${await h.login(email)}`,
      ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(payload ? { payload } : {}),
  });
const detail = async (id: string) =>
  ((await call('admin@demo.test', 'GET', `/invoices/${id}`)).json() as { invoice: InvoiceDetail })
    .invoice;
const pdfOf = async (id: string, query = '', email = 'client@globex.test') => {
  const res = await call(email, 'GET', `/invoices/${id}/pdf${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};
const allocate = (id: string, cents: number) =>
  h.deps.db.transaction((tx) =>
    applyAllocation(
      tx as unknown as Tx,
      id,
      cents,
      {
        actorUserId: null,
        actorRole: 'system',
        ip: null,
        userAgent: null,
        location: null,
        occurredAt: h.clock.now,
      },
      h.deps.subscribers,
    ),
  );

/** Globex's work of a period as one draft. */
async function draftInvoice(period_start: string, period_end: string): Promise<Invoice> {
  const run = await call('admin@demo.test', 'POST', '/invoice_runs', {
    client_id: await demoClientId(h, 'Globex'),
    period_start,
    period_end,
  });
  expect(run.statusCode, run.body).toBe(201);
  const list = await call('admin@demo.test', 'GET', `/invoices?invoice_run_id=${run.json().id}`);
  return (list.json() as { data: Invoice[] }).data[0]!;
}

async function send(id: string): Promise<InvoiceDetail> {
  const sent = await call('admin@demo.test', 'POST', `/invoices/${id}/actions/send`, {});
  expect(sent.statusCode, sent.body).toBe(200);
  await h.app.dispatcher.drain();
  return detail(id);
}

const sentInvoice = async (start: string, end: string) => send((await draftInvoice(start, end)).id);

let november: InvoiceDetail;

describe('the invoice list tells issuers apart and Send names whom it mails', () => {
  it('gives every row its issuer’s name, and sorts by it', async () => {
    const res = await call('admin@demo.test', 'GET', '/invoices?sort=issuer_name&per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { data: Invoice[] }).data;
    const names = rows.map((r) => r.issuer_name);
    expect(new Set(names).size).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const globex = rows.filter((r) => r.client_name === 'Globex');
    expect(globex.length).toBeGreaterThan(0);
    expect(new Set(globex.map((r) => r.issuer_name))).toEqual(new Set(['Acme Staffing']));
  });

  it('lists a draft’s recipients to those who may send, exactly those the mail goes to', async () => {
    const draft = await draftInvoice('2026-11-01', '2026-11-30');
    const asAdmin = await detail(draft.id);
    expect(asAdmin.send_to.length).toBeGreaterThan(1);
    expect(asAdmin.send_to).toContain('client@globex.test');
    const asClient = await call('client@globex.test', 'GET', `/invoices/${draft.id}`);
    expect(asClient.json().invoice.send_to).toEqual([]);
    const sent = await send(draft.id);
    november = sent;
    expect(sent.send_to).toEqual([]);
    const mailed = await h.deps.db.select().from(outbox);
    const to = mailed
      .filter((m) => m.subject.includes(`${sent.number_label} from Acme Staffing`))
      .map((m) => m.to);
    expect(to.sort()).toEqual(asAdmin.send_to);
  });
});

describe('the invoice PDF is the invoice as it stands now', () => {
  let october: InvoiceDetail;

  it('carries the issuer’s logo, name and remit-to, and a sent invoice reads Open with all of it remaining', async () => {
    const logo = await h.app.inject({
      method: 'PUT',
      url: '/v2/settings/branding/logo',
      headers: {
        authorization: `Bearer ${await h.login('owner@acme.test')}`,
        'content-type': 'image/png',
      },
      payload: tinyPng(),
    });
    expect(logo.statusCode, logo.body).toBe(200);
    october = await sentInvoice('2026-10-01', '2026-10-31');
    const pdf = await pdfOf(october.id);
    const lines = pdfLines(pdf);
    expect(lines.slice(0, 4)).toEqual([
      'Acme Staffing',
      'Remit to:',
      'Acme Staffing LLC, 200 Market St, Chicago, IL 60606',
      'ACH: First Demo Bank, routing 071000013, account ending 4410',
    ]);
    expect(lines).toContain('Status: Open');
    expect(lines).toContain('Paid $0.00');
    expect(lines).toContain(`Remaining ${formatMoney(october.total_due_cents)}`);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/Subtype \/Image \/Width 2 \/Height 1 .*\/SMask \d+ 0 R/);
    expect(raw).toContain('/Im1 Do');
  });

  it('after a part payment shows what is paid and what remains; paid in full it reads Paid with $0.00 remaining', async () => {
    const part = Math.floor(october.total_due_cents / 4);
    await allocate(october.id, part);
    let lines = pdfLines(await pdfOf(october.id));
    expect(lines).toContain('Status: Partially paid');
    expect(lines).toContain(`Paid ${formatMoney(part)}`);
    expect(lines).toContain(`Remaining ${formatMoney(october.total_due_cents - part)}`);

    await allocate(october.id, october.total_due_cents - part);
    lines = pdfLines(await pdfOf(october.id));
    expect(lines).toContain('Status: Paid');
    expect(lines).toContain(`Paid ${formatMoney(october.total_due_cents)}`);
    expect(lines).toContain('Remaining $0.00');
  });

  it('keeps the copy as sent apart: ?copy=sent still reads Open', async () => {
    const lines = pdfLines(await pdfOf(october.id, '?copy=sent'));
    expect(lines).toContain('Status: Open');
    expect(lines).toContain(`Remaining ${formatMoney(october.total_due_cents)}`);
  });

  it('a void invoice reads Void with $0.00 remaining', async () => {
    const voided = await call('admin@demo.test', 'POST', `/invoices/${november.id}/actions/void`, {
      reason: 'Billed to the wrong order',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const lines = pdfLines(await pdfOf(november.id));
    expect(lines).toContain('Status: Void');
    expect(lines).toContain('Voided: Billed to the wrong order');
    expect(lines).toContain('Remaining $0.00');
    expect(november.total_due_cents).toBeGreaterThan(0);
  });

  it('names the credit notes taken on it, apart from what was paid', async () => {
    const list = await call(
      'admin@demo.test',
      'GET',
      `/invoices?client_id=${await demoClientId(h, 'Globex')}&status=partially_paid`,
    );
    const [august] = (list.json() as { data: Invoice[] }).data;
    expect(august).toBeDefined();
    const credited = await call(
      'admin@demo.test',
      'POST',
      `/invoices/${august!.id}/actions/credit`,
      {
        reason: 'Goodwill',
      },
    );
    expect(credited.statusCode, credited.body).toBe(200);
    const [note] = await h.deps.db.query.invoices.findMany({
      where: (i, { eq: is }) => is(i.credited_invoice_id, august!.id),
    });
    const label = `CN-${String(note!.number).padStart(6, '0')}`;
    const lines = pdfLines(await pdfOf(august!.id));
    expect(lines).toContain('Status: Paid');
    expect(lines).toContain(`Credit note ${label} ${formatMoney(-august!.remaining_cents)}`);
    expect(lines).toContain(`Paid ${formatMoney(august!.allocated_cents)}`);
    expect(lines).toContain('Remaining $0.00');
  });

  it('mails the client the amount, the due date and a link to pay it at /pay/{id}', async () => {
    const [mail] = await h.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'client@globex.test')))
      .then((rows) => rows.filter((r) => r.body.includes(october.period)));
    expect(mail?.body).toContain(`Total due: ${formatMoney(october.total_due_cents)}`);
    expect(mail?.body).toContain(`due ${october.due_date}`);
    expect(mail?.body).toContain(`Pay it online: http://localhost:3000/pay/${october.id}`);
  });
});
