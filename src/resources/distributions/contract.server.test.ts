import { and, eq } from 'drizzle-orm';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import type { Db } from '../../server/db/client';
import { distributions, invoices, partners, salesPartners } from '../../server/db/schema';
import { distributionsResource } from './contract';
import { distributionServer } from './server';

/** The demo's one distribution is Acme's; SelfCo gets one on its paid Initech invoice, as if referred. */
async function selfcoDistribution(db: Db) {
  const [inv] = await db
    .select({ id: invoices.id, partner_id: invoices.partner_id })
    .from(invoices)
    .innerJoin(partners, eq(partners.id, invoices.partner_id))
    .where(and(eq(partners.subdomain, 'selfco'), eq(invoices.status, 'paid')));
  const [sp] = await db
    .select({ id: salesPartners.id })
    .from(salesPartners)
    .where(eq(salesPartners.entity_name, 'Brightpath Referrals'));
  if (!inv?.partner_id || !sp)
    throw new Error('the demo seed lacks SelfCo’s paid invoice or Brightpath');
  await db.insert(distributions).values({
    invoice_id: inv.id,
    partner_id: inv.partner_id,
    sales_partner_id: sp.id,
    bill_cents: 100_000,
    pay_cents: 70_000,
    margin_cents: 30_000,
    rate_bps: 1_000,
    amount_cents: 3_000,
  });
}

resourceContract(distributionsResource, {
  seed: selfcoDistribution,
  sourcer: null,
  itemOf: (d) => (d as { distribution: { id: string } }).distribution,
});
workflowContract(distributionServer, undefined, { seed: selfcoDistribution });
