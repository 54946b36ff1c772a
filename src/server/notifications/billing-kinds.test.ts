import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationProbe } from '../../../tests/notification-probe';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { demoClientId } from '../../../tests/kit/demo-ids';
import { outbox } from '../db/schema';

/** Issue 26: invoice sent, payment received and payment allocated, each proven as a user meets it. */
let h: Harness;
const probe = notificationProbe(() => h);
const { call } = probe;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('an invoice sent tells the client’s billing people', () => {
  let id = '';
  let label = '';
  beforeAll(async () => {
    const run = await call(
      'admin@demo.test',
      'POST',
      '/invoice_runs',
      {
        client_id: await demoClientId(h, 'Globex'),
        period_start: '2026-10-01',
        period_end: '2026-10-31',
      },
      'notif26-invoice-run',
    );
    expect(run.statusCode, run.body).toBe(201);
    const list = await call('admin@demo.test', 'GET', `/invoices?invoice_run_id=${run.json().id}`);
    id = (list.json() as { data: { id: string }[] }).data[0]!.id;
    const sent = await call(
      'admin@demo.test',
      'POST',
      `/invoices/${id}/actions/send`,
      {},
      'notif26-send',
    );
    expect(sent.statusCode, sent.body).toBe(200);
    label = sent.json().invoice.number_label;
  });

  it('reaches Globex’s owner and manager only, names the invoice, and its link opens it for them', async () => {
    const link = `/invoices/${id}`;
    expect((await probe.reached('invoice_sent', link)).sort()).toEqual([
      'approver@globex.test',
      'client@globex.test',
    ]);
    const [n] = await probe.about('client@globex.test', 'invoice_sent', link);
    expect(n!.title).toBe(`Invoice ${label} received`);
    expect(n!.body).toContain(`Invoice ${label} for `);
    for (const email of ['client@globex.test', 'approver@globex.test'])
      expect(await probe.opens(email, link), email).toBe(200);
  });

  it('is mailed once, as the invoice itself (no second notification mail)', async () => {
    for (const email of ['client@globex.test', 'approver@globex.test']) {
      const mails = await h.deps.db
        .select({ subject: outbox.subject })
        .from(outbox)
        .where(and(eq(outbox.to, email), like(outbox.subject, `%${label}%`)));
      expect(mails.map((m) => m.subject)).toEqual([
        expect.stringMatching(new RegExp(`^Invoice ${label} from .+: \\$[\\d,.]+ due 2026-12-20$`)),
      ]);
    }
    const prefs = await call('client@globex.test', 'GET', '/notification_preferences');
    expect(
      (prefs.json() as { data: { kind: string; mailed_elsewhere: string | null }[] }).data.find(
        (p) => p.kind === 'invoice_sent',
      )?.mailed_elsewhere,
    ).toMatch(/invoice itself is mailed/);
  });

  it('is delivered once when the subscriber is replayed', async () => {
    expect(await probe.replay(id, 'invoice.send')).toEqual({ notifications: 0, mails: 0 });
    expect(await probe.about('client@globex.test', 'invoice_sent', `/invoices/${id}`)).toHaveLength(
      1,
    );
  });
});

describe('a payment received and allocated tells the issuer’s finance people', () => {
  // Acme's people who may see money; recruiters, timekeepers and the client are not among them.
  const FINANCE = ['finance@acme.test', 'manager@acme.test', 'owner@acme.test'];
  let paymentId = '';
  let invoiceId = '';
  let number = '';
  let invoiceLabel = '';
  beforeAll(async () => {
    // Fred wants no mail about payments received: his notices stay in the app.
    const off = await call(
      'finance@acme.test',
      'PATCH',
      '/notification_preferences/payment_received',
      {
        email: false,
        digest: false,
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    const recorded = await call(
      'admin@demo.test',
      'POST',
      '/payments',
      {
        client_id: await demoClientId(h, 'Globex'),
        amount_cents: 4_321_00,
        received_date: '2026-11-20',
        reference: 'Wire notif26',
      },
      'notif26-payment',
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
    paymentId = recorded.json().id;
    number = recorded.json().number;
    const open = await call(
      'admin@demo.test',
      'GET',
      `/invoices?client_id=${await demoClientId(h, 'Globex')}&status=open&per_page=1`,
    );
    const invoice = (open.json() as { data: { id: string; number_label: string }[] }).data[0]!;
    invoiceId = invoice.id;
    invoiceLabel = invoice.number_label;
    const allocated = await call(
      'admin@demo.test',
      'POST',
      `/payments/${paymentId}/allocations`,
      { allocations: [{ invoice_id: invoiceId, amount_cents: 1_000_00 }] },
      'notif26-allocate',
    );
    expect(allocated.statusCode, allocated.body).toBe(201);
  });

  it('received: reaches Acme’s owner, manager and finance only, naming the payment, opening it', async () => {
    const link = `/payments/${paymentId}`;
    expect((await probe.reached('payment_received', link)).sort()).toEqual(FINANCE);
    const [n] = await probe.about('owner@acme.test', 'payment_received', link);
    expect(n).toMatchObject({
      title: `Payment ${number} received`,
      body: 'Globex paid $4,321.00.',
    });
    for (const email of FINANCE) expect(await probe.opens(email, link), email).toBe(200);
    // Another tenant cannot open it; a recruiter may, but money received is not theirs to act on.
    expect(await probe.opens('owner@selfco.test', link)).toBe(404);
  });

  it('received: mailed per preference (Olivia yes, Fred who turned it off no)', async () => {
    const subject = `Acme Staffing: Payment ${number} received`;
    expect(await probe.mailsTo('owner@acme.test', subject)).toHaveLength(1);
    expect(await probe.mailsTo('manager@acme.test', subject)).toHaveLength(1);
    expect(await probe.mailsTo('finance@acme.test', subject)).toHaveLength(0);
  });

  it('allocated: the same people, naming payment and invoice, mailed to each', async () => {
    const link = `/payments/${paymentId}`;
    expect((await probe.reached('payment_allocated', link)).sort()).toEqual(FINANCE);
    const [n] = await probe.about('finance@acme.test', 'payment_allocated', link);
    expect(n).toMatchObject({
      title: `Payment ${number} applied to invoice ${invoiceLabel}`,
      body: `$1,000.00 of Globex’s payment went to invoice ${invoiceLabel}.`,
    });
    for (const email of FINANCE)
      expect(
        await probe.mailsTo(
          email,
          `Acme Staffing: Payment ${number} applied to invoice ${invoiceLabel}`,
        ),
        email,
      ).toHaveLength(1);
  });

  it('each is delivered once when the subscriber is replayed', async () => {
    expect(await probe.replay(paymentId, 'payment.markReceived')).toEqual({
      notifications: 0,
      mails: 0,
    });
    expect(await probe.replay(paymentId, 'payment.allocate')).toEqual({
      notifications: 0,
      mails: 0,
    });
    expect(
      await probe.about('owner@acme.test', 'payment_allocated', `/payments/${paymentId}`),
    ).toHaveLength(1);
  });
});
