import { eq, inArray } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { applyAllocation } from '../billing/allocation';
import { generateInvoicesFor } from '../billing/generate';
import type { Tx } from '../db/client';
import { invoices } from '../db/schema';
import { actionStep, transitionInTx } from '../kit/workflow/perform';
import { originOf } from '../kit/workflow/origin';
import { invoiceServer } from '../../resources/invoices/workflow.server';
import { subscribers } from '../subscribers';
import { addDays } from './harbor-time';

/** The demo's day: nothing in the history is paid after it. */
const DEMO_DAY = '2026-11-23';

const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/**
 * How a client paid the invoice of a month (0 = June): the summer's in full within weeks, about half
 * of September's (the rest part paid or overdue now), a few of October's early.
 */
function paymentOf(
  month: number,
  rand: () => number,
): { share: 'all' | 'half' | 'none'; after: number } {
  const r = rand();
  const after = 12 + Math.floor(rand() * 26);
  if (month <= 2) return { share: 'all', after };
  if (month === 3) return { share: r < 0.55 ? 'all' : r < 0.75 ? 'half' : 'none', after };
  return { share: r < 0.3 ? 'all' : 'none', after: Math.min(after, 14) };
}

/**
 * A month of the agency's billing: on the 10th of the next month (after late weeks are approved) the
 * platform's admin (Harbor Point is no self-employer, so it does not send its own invoices) generates
 * every client's invoices of the month's approved time (already synced in bulk) at once, as the
 * month-end job does (`generateInvoicesFor`: each client gets the run, invoices and events it would
 * get alone, in a fixed number of statements rather than about fifteen a client), and sends them the
 * next day, client by client; clients pay as `paymentOf` says, allocated as payments arrive.
 */
export async function invoiceHistoryMonth(
  tx: Tx,
  admin: User,
  clientIds: readonly string[],
  month: number,
  start: string,
  end: string,
  rand: () => number,
): Promise<void> {
  const generatedOn = addDays(end, 10);
  const sentOn = addDays(end, 11);
  const runs = await generateInvoicesFor(
    tx,
    admin,
    { client_ids: clientIds, period_start: start, period_end: end },
    originOf(admin, { ip: null, userAgent: 'seed', now: at(generatedOn, '15:00') }),
    subscribers,
    { synced: true },
  );
  const made = await tx
    .select()
    .from(invoices)
    .where(
      inArray(
        invoices.invoice_run_id,
        runs.map((r) => r.id),
      ),
    );
  // Client by client, as when each was generated alone: invoice numbers and payment draws follow it.
  const sending = runs.flatMap((run) => made.filter((i) => i.invoice_run_id === run.id));
  for (const invoice of sending) {
    const sent = originOf(admin, { ip: null, userAgent: 'seed', now: at(sentOn, '09:00') });
    await transitionInTx(
      tx,
      invoiceServer,
      admin,
      invoice.id,
      actionStep(invoiceServer, admin, 'send', {}, sent),
      subscribers,
    );
    const { share, after } = paymentOf(month, rand);
    const paidOn = addDays(sentOn, after);
    if (share === 'none' || paidOn > DEMO_DAY) continue;
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
    if (!row) continue;
    const cents = share === 'all' ? row.remaining_cents : Math.floor(row.remaining_cents / 2);
    await applyAllocation(
      tx,
      invoice.id,
      cents,
      originOf(admin, { ip: null, userAgent: 'seed', now: at(paidOn, '16:00') }),
      subscribers,
    );
  }
}
