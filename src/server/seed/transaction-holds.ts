import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { partners, transactions } from '../db/schema';
import { transactionServer } from '../../resources/transactions/server';
import { act, demoUser } from './workflow-steps';

const SEEDED_AT = { ip: null, userAgent: 'seed', now: new Date('2026-11-18T16:00:00Z') };

/**
 * A demo history of hold and release: the self-employer partner's finance user held its latest open
 * bill over a disputed timesheet and released it once settled. It ends approved, so invoices and
 * payroll of the demo take it as before.
 */
export async function seedTransactionHolds(tx: Tx): Promise<void> {
  const [selfco] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'selfco'));
  if (!selfco) throw new Error('no demo partner selfco');
  const [bill] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.partner_id, selfco.id),
        eq(transactions.kind, 'bill'),
        eq(transactions.status, 'approved'),
        isNull(transactions.invoice_id),
      ),
    )
    .orderBy(desc(transactions.date), desc(transactions.id))
    .limit(1);
  if (!bill) return;
  const finance = await demoUser(tx, 'finance@selfco.test');
  await act(
    tx,
    transactionServer,
    bill.id,
    [
      ['hold', finance, { reason: 'The client disputes the hours of this week' }],
      ['release', finance],
    ],
    SEEDED_AT,
  );
}
