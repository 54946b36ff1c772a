import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { clients, partners, salesPartners, users } from '../db/schema';

/** The demo sales partner's partners: Acme Staffing (already seeded) and these two. */
const REFERRED_BY_DEMO_SALES = [
  { entity_name: 'Harbor Talent Group', subdomain: 'harbor', corp_to_corp_enabled: true },
  {
    entity_name: 'Pinnacle Workforce',
    subdomain: 'pinnacle',
    self_funded: true,
    self_approve: true,
  },
];

/** Partners referred by the other two sales partners, and one that came without a referral. */
const OTHERS = {
  'Brightpath Referrals': [
    { entity_name: 'Crestline Staffing', subdomain: 'crestline', is_canada_enabled: true },
  ],
  'Summit Partner Network': [
    {
      entity_name: 'Meridian Contract Labor',
      subdomain: 'meridian',
      self_time_sheets: true,
      is_payroll_disabled: true,
    },
  ],
  '': [
    {
      entity_name: 'Blue Ridge Staffing',
      subdomain: 'blueridge',
      self_employer: true,
      dark_mode: true,
    },
  ],
} as const;

const CLIENTS: Record<string, string[]> = {
  harbor: ['Oceanic Logistics', 'Portside Foods'],
  pinnacle: ['Vertex Analytics'],
  crestline: ['Maple Leaf Manufacturing', 'Northern Lights Health'],
  meridian: ['Ironworks Fabrication'],
  blueridge: ['Appalachian Timber Co.'],
};

/**
 * Referrals (issue 10): more partners, two more sales partners, and who referred whom, so the
 * partners and sales partners lists look real and the demo sales partner (sales@demo.test) sees
 * Acme Staffing's rows and those of two partners of its own.
 */
export async function seedPartnerReferrals(tx: Tx): Promise<void> {
  const [demo] = await tx
    .select({ id: users.sales_partner_id })
    .from(users)
    .where(eq(users.email, 'sales@demo.test'));
  if (!demo?.id) throw new Error('the demo sales partner is missing');
  await tx
    .update(partners)
    .set({ sales_partner_id: demo.id })
    .where(eq(partners.subdomain, 'acme'));

  const named = await tx
    .insert(salesPartners)
    .values(
      Object.keys(OTHERS)
        .filter(Boolean)
        .map((entity_name) => ({ entity_name })),
    )
    .returning();
  const idOf = (name: string) => named.find((s) => s.entity_name === name)?.id ?? null;
  await tx
    .insert(partners)
    .values([
      ...REFERRED_BY_DEMO_SALES.map((p) => ({ ...p, sales_partner_id: demo.id })),
      ...Object.entries(OTHERS).flatMap(([by, list]) =>
        list.map((p) => ({ ...p, sales_partner_id: idOf(by) })),
      ),
    ]);

  const created = await tx
    .select({ id: partners.id, subdomain: partners.subdomain })
    .from(partners)
    .where(inArray(partners.subdomain, Object.keys(CLIENTS)));
  await tx
    .insert(clients)
    .values(
      created.flatMap((p) =>
        (CLIENTS[p.subdomain ?? ''] ?? []).map((entity_name) => ({
          entity_name,
          partner_id: p.id,
        })),
      ),
    );
}
