import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { clients, invoices } from '../../src/server/db/schema';

/** An open (sent) invoice of a demo client owing `totalCents`, for payment tests. */
export async function openInvoice(
  db: Db,
  clientName: string,
  number: number,
  totalCents: number,
): Promise<string> {
  const [client] = await db.select().from(clients).where(eq(clients.entity_name, clientName));
  if (!client) throw new Error(`no demo client ${clientName}`);
  const [row] = await db
    .insert(invoices)
    .values({
      client_id: client.id,
      partner_id: client.partner_id,
      eor_id: client.eor_id,
      issuer_key: `test:${clientName}`,
      number,
      status: 'open',
      payer: client.entity_name,
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      created_date: '2026-11-01',
      due_date: '2026-12-01',
      payment_terms_net_days: 30,
      total_bill_cents: totalCents,
      total_due_cents: totalCents,
      remaining_cents: totalCents,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice not stored');
  return row.id;
}
