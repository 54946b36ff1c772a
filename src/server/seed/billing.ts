import { eq, inArray } from 'drizzle-orm';
import { subscribers } from '../subscribers';
import type { User } from '../../domain/contracts/user';
import type { InvoiceAction } from '../../resources/invoices/contract';
import { loadUser } from '../auth/load-user';
import { applyAllocation } from '../billing/allocation';
import { generateInvoices } from '../billing/generate';
import { syncTimesheetWeeksInBulk } from '../billing/sources/timesheet-weeks-bulk';
import type { Db, Tx } from '../db/client';
import {
  assignments,
  clientBillingTerms,
  clients,
  invoices,
  salesTaxes,
  users,
} from '../db/schema';
import type { EventOrigin } from '../events/store';
import { actionStep, transitionInTx } from '../kit/workflow/perform';
import { originOf } from '../kit/workflow/origin';
import { invoiceServer } from '../../resources/invoices/workflow.server';

/** State sales tax rates (basis points) for the states the demo works in. */
const RATES: [string, number][] = [
  ['CA', 725],
  ['CO', 290],
  ['FL', 600],
  ['GA', 400],
  ['IL', 625],
  ['NC', 475],
  ['NY', 400],
  ['OH', 575],
  ['PA', 600],
  ['TX', 625],
  ['WI', 500],
];

/** Months of demo work invoiced, and how far each invoice went: October stays open for the demo to generate. */
const PLAN: [
  client: string,
  start: string,
  end: string,
  steps: ('send' | 'pay' | 'part' | 'void')[],
][] = [
  ['Globex', '2026-07-01', '2026-07-31', ['send', 'pay']],
  ['Globex', '2026-08-01', '2026-08-31', ['send', 'part']],
  ['Globex', '2026-09-01', '2026-09-30', ['send']],
  ['Initech', '2026-08-01', '2026-08-31', ['send', 'pay']],
  ['Initech', '2026-09-01', '2026-09-30', []],
  ['Umbrella Corp', '2026-08-01', '2026-08-31', ['send']],
  ['Umbrella Corp', '2026-09-01', '2026-09-30', ['void']],
];

/** The first working day after a period: when the demo agency invoiced it. */
const invoicedOn = (end: string) => new Date(Date.parse(`${end}T15:00:00Z`) + 2 * 86_400_000);

/**
 * Billing demo: sales taxes, payment terms, every approved timesheet as pay and bill transactions,
 * and months of Acme's, SelfCo's and the EOR's work invoiced in every status (draft, open, partially
 * paid, paid, void), through the same code the API runs. No user, partner, client or contractor added.
 */
export async function seedBilling(tx: Tx): Promise<void> {
  await tx.insert(salesTaxes).values(RATES.map(([state, rate_bps]) => ({ state, rate_bps })));
  const named = await tx
    .select()
    .from(clients)
    .where(inArray(clients.entity_name, ['Globex', 'Initech', 'Umbrella Corp']));
  const idOf = (name: string) => {
    const c = named.find((n) => n.entity_name === name);
    if (!c) throw new Error(`demo client ${name} missing`);
    return c.id;
  };
  await tx.insert(clientBillingTerms).values([
    { client_id: idOf('Initech'), payment_terms_net_days: 15 },
    { client_id: idOf('Umbrella Corp'), payment_terms_net_days: 45 },
  ]);
  // Only timesheets have been seeded so far: their transactions in bulk are every source's.
  const placed = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      inArray(
        assignments.client_id,
        named.map((c) => c.id),
      ),
    );
  await syncTimesheetWeeksInBulk(
    tx,
    placed.map((a) => a.id),
    '2026-06-01',
    '2026-11-30',
  );

  const [adminRow] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@demo.test'));
  const admin = adminRow && (await loadUser(tx as unknown as Db, adminRow.id));
  if (!admin) throw new Error('demo admin missing');
  const at = (when: Date): EventOrigin =>
    originOf(admin, { ip: '203.0.113.7', userAgent: 'seed', now: when });
  const act = (id: string, action: InvoiceAction, when: Date, reason?: string) =>
    transitionInTx(
      tx,
      invoiceServer,
      admin as User,
      id,
      actionStep(invoiceServer, admin as User, action, { reason }, at(when)),
      subscribers,
    );

  for (const [client, start, end, steps] of PLAN) {
    const when = invoicedOn(end);
    const run = await generateInvoices(
      tx,
      admin,
      { client_id: idOf(client), period_start: start, period_end: end },
      at(when),
      subscribers,
      { synced: true },
    );
    const made = await tx.select().from(invoices).where(eq(invoices.invoice_run_id, run));
    for (const invoice of made) {
      const later = (days: number) => new Date(when.getTime() + days * 86_400_000);
      for (const step of steps) {
        if (step === 'void')
          await act(invoice.id, 'void', later(1), 'Hours disputed by the client; to be re-issued');
        if (step === 'send') await act(invoice.id, 'send', later(1));
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
        if (!row) continue;
        if (step === 'pay')
          await applyAllocation(tx, invoice.id, row.remaining_cents, at(later(20)), subscribers);
        if (step === 'part')
          await applyAllocation(
            tx,
            invoice.id,
            Math.floor(row.remaining_cents / 2),
            at(later(20)),
            subscribers,
          );
      }
    }
  }
}
