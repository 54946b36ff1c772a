import { eq } from 'drizzle-orm';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { transactionItemsResource, transactionsResource } from './contract';
import type { Db } from '../../server/db/client';
import { clients, partners, transactionItems, transactions, users } from '../../server/db/schema';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import { transactionServer } from './workflow.server';

/**
 * Transactions are for employers (admins and self-employer partners): the demo's second
 * self-employer partner, Blue Ridge Staffing, gets an owner and a few transactions here.
 */
async function blueRidge(db: Db) {
  const [selfco] = await db.select().from(users).where(eq(users.email, 'owner@selfco.test'));
  const [partner] = await db.select().from(partners).where(eq(partners.subdomain, 'blueridge'));
  const [client] = await db.select().from(clients).where(eq(clients.partner_id, partner!.id));
  await db.insert(users).values({
    email: 'owner@blueridge.test',
    password_hash: selfco!.password_hash,
    role: 'owner',
    partner_id: partner!.id,
    first_name: 'Bea',
    last_name: 'Ridge',
  });
  for (const [i, kind] of (['pay', 'bill', 'bill'] as const).entries()) {
    const [t] = await db
      .insert(transactions)
      .values({
        kind,
        source_type: 'adjustment',
        source_id: crypto.randomUUID(),
        client_id: client!.id,
        partner_id: partner!.id,
        date: `2026-10-0${i + 1}`,
        description: 'Adjustment',
        amount_cents: 10_000 + i,
      })
      .returning();
    await db.insert(transactionItems).values({
      transaction_id: t!.id,
      position: 0,
      kind: 'adjustment',
      description: 'Adjustment',
      amount_cents: 10_000 + i,
    });
  }
}
const employers = { a: 'owner@selfco.test', b: 'owner@blueridge.test' };

resourceContract(transactionsResource, {
  tenants: employers,
  seed: blueRidge,
  perPage: 60,
  sourcer: 'finance@selfco.test',
  itemOf: (d) => (d as { transaction: { id: string } }).transaction,
});
workflowContract(transactionServer, employers, { seed: blueRidge });
resourceContract(transactionItemsResource, {
  tenants: employers,
  seed: blueRidge,
  perPage: 80,
  sourcer: 'finance@selfco.test',
});
