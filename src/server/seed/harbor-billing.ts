import { asc, eq } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { generateInvoices } from '../billing/generate';
import { invoiceLabel } from '../billing/invoice-ledger';
import type { Tx } from '../db/client';
import { clients, invoices, partners } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { originOf } from '../kit/workflow/origin';
import { actionStep, transition, transitionInTx } from '../kit/workflow/perform';
import { invoiceServer } from '../routes/invoices/workflow';
import { allocatePayment, insertPayment } from '../routes/payments/service';
import { paymentServer } from '../routes/payments/workflow';
import { addDays, atHour, historyCalendar } from './history-calendar';
import { demoUser } from './workflow-steps';
import { forgetDeliveriesAfter, lastEventId } from './history-quiet';

const at = (user: User, when: Date): EventOrigin =>
  originOf(user, { ip: '203.0.113.7', userAgent: 'seed', now: when });

/** The calendar months of the history that have ended, oldest first: [first day, last day]. */
function endedMonths(first: string, today: string): [string, string][] {
  const months: [string, string][] = [];
  for (let start = `${first.slice(0, 7)}-01`; ; ) {
    const next = new Date(Date.parse(`${start}T00:00:00Z`));
    next.setUTCMonth(next.getUTCMonth() + 1);
    const nextStart = next.toISOString().slice(0, 10);
    const end = addDays(nextStart, -1);
    if (end >= today) return months;
    months.push([start, end]);
    start = nextStart;
  }
}

/**
 * How a client paid the invoice of a month `age` months back (1 = last month): most pay within the
 * terms, a few pay half, a few are overdue. Paid only when that day has come.
 */
function paidShare(client: number, age: number): 'all' | 'half' | 'none' {
  if (age === 1) return client % 5 === 0 ? 'all' : 'none';
  if (age === 2) return client % 6 === 1 ? 'none' : client % 6 === 3 ? 'half' : 'all';
  return age === 3 && client % 10 === 7 ? 'none' : 'all';
}

/**
 * Harbor Point's invoices: each client's ended months generated on the 2nd of the next month by the
 * billing run, sent the same day, and paid by ACH some weeks later: each payment found on the bank
 * statement, marked received and allocated to its invoice by the platform admin, as the Payments
 * page does it. Last month's are mostly still open; some older ones are overdue or part paid. This
 * month stays to be invoiced.
 */
export async function seedHarborBilling(tx: Tx, now: Date = new Date()): Promise<void> {
  const calendar = historyCalendar(now);
  const mark = await lastEventId(tx);
  const [harbor] = await tx.select().from(partners).where(eq(partners.subdomain, 'harborpoint'));
  if (!harbor) throw new Error('demo agency missing');
  const admin = await demoUser(tx, 'admin@demo.test');
  const list = await tx
    .select()
    .from(clients)
    .where(eq(clients.partner_id, harbor.id))
    .orderBy(asc(clients.created_at), asc(clients.id));
  const months = endedMonths(calendar.first, calendar.today);
  for (const [m, [start, end]] of months.entries()) {
    const age = months.length - m;
    const issued = atHour(addDays(end, 2), 14);
    for (const [c, client] of list.entries()) {
      const run = await generateInvoices(
        tx,
        admin,
        { client_id: client.id, period_start: start, period_end: end },
        at(admin, issued),
      );
      const made = await tx.select().from(invoices).where(eq(invoices.invoice_run_id, run));
      for (const invoice of made) {
        const sent = await transitionInTx(
          tx,
          invoiceServer,
          admin,
          invoice.id,
          actionStep(invoiceServer, admin, 'send', {}, at(admin, new Date(issued.getTime() + 3_600_000))),
        );
        const share = paidShare(c, age);
        const paidOn = addDays(end, 20 + (c % 4) * 5);
        if (share === 'none' || paidOn >= calendar.today) continue;
        const cents = share === 'all' ? sent.remaining_cents : Math.floor(sent.remaining_cents / 2);
        await payByAch(tx, admin, client, { ...invoice, ...sent }, cents, paidOn);
      }
    }
  }
  await forgetDeliveriesAfter(tx, mark);
}

async function payByAch(
  tx: Tx,
  admin: User,
  client: typeof clients.$inferSelect,
  invoice: typeof invoices.$inferSelect,
  cents: number,
  day: string,
) {
  const label = invoiceLabel(invoice);
  const payment = await insertPayment(
    tx,
    {
      client_id: client.id,
      partner_id: client.partner_id,
      payer_name: client.entity_name,
      amount_cents: cents,
      source: 'bank_statement',
      bank_method_id: null,
      intended_invoice_id: null,
      reference: `ACH ${client.entity_name.toUpperCase()} ${label}`,
      received_date: day,
      upload_id: null,
    },
    at(admin, atHour(day, 15)),
  );
  await transition(tx, paymentServer, admin, payment.id, {
    event: { type: 'payment.markReceived', user: admin },
    action: 'mark_received',
    origin: at(admin, atHour(day, 15.1)),
  });
  await allocatePayment(
    tx,
    admin,
    payment.id,
    { allocations: [{ invoice_id: invoice.id, amount_cents: cents }] },
    at(admin, atHour(day, 15.2)),
  );
}
