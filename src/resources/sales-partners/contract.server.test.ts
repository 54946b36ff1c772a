import { eq } from 'drizzle-orm';
import { resourceContract } from '../../../tests/kit/resource-contract';
import type { Db } from '../../server/db/client';
import { salesPartners, users } from '../../server/db/schema';
import { salesPartnersResource } from './contract';

/**
 * The demo has one sales partner login; a second sales partner's owner and a colleague of the demo
 * sales partner (to become the recruiter_sourcer) sign in with the demo password.
 */
async function twoSalesPartners(db: Db) {
  const [demo] = await db.select().from(users).where(eq(users.email, 'sales@demo.test'));
  const [other] = await db
    .select({ id: salesPartners.id })
    .from(salesPartners)
    .where(eq(salesPartners.entity_name, 'Brightpath Referrals'));
  if (!demo || !other) throw new Error('the demo seed lacks its sales partners');
  const login = { password_hash: demo.password_hash, last_name: 'Test' };
  await db.insert(users).values([
    {
      ...login,
      email: 'owner@brightpath.test',
      first_name: 'Bree',
      role: 'owner',
      sales_partner_id: other.id,
    },
    {
      ...login,
      email: 'scout@demo.test',
      first_name: 'Scott',
      role: 'recruiter',
      sales_partner_id: demo.sales_partner_id,
    },
  ]);
}

resourceContract(salesPartnersResource, {
  tenants: { a: 'sales@demo.test', b: 'owner@brightpath.test' },
  seed: twoSalesPartners,
  sourcer: 'scout@demo.test',
});
