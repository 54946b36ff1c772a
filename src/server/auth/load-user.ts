import { eq } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import type { UserRole, UserType } from '../../domain/contracts/enums';
import { navigationLinks } from '../../domain/policy/links';
import type { Db } from '../db/client';
import { admins, clients, contractors, eors, partners, salesPartners, users } from '../db/schema';

type PartnerRow = typeof partners.$inferSelect;

const partnerDto = (p: PartnerRow) => ({
  id: p.id,
  entity_name: p.entity_name,
  subdomain: p.subdomain,
  logo_url: p.logo_url,
  favicon_url: p.favicon_url,
  dark_mode: p.dark_mode,
  redirect_url: p.redirect_url,
  self_employer: p.self_employer,
  self_funded: p.self_funded,
  self_time_sheets: p.self_time_sheets,
  self_approve: p.self_approve,
  is_payroll_disabled: p.is_payroll_disabled,
  is_canada_enabled: p.is_canada_enabled,
  corp_to_corp_enabled: p.corp_to_corp_enabled,
});

async function partnerById(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row ? partnerDto(row) : null;
}

async function ref(db: Db, table: typeof admins | typeof salesPartners | typeof eors, id: string | null) {
  if (!id) return null;
  const [row] = await db.select({ id: table.id, entity_name: table.entity_name }).from(table).where(eq(table.id, id));
  return row ?? null;
}

/** The user type is which profile the user has (spec §1), first match in this order. */
function userTypeOf(row: typeof users.$inferSelect): UserType {
  if (row.admin_id) return 'admin';
  if (row.partner_id) return 'partner';
  if (row.sales_partner_id) return 'sales_partner';
  if (row.eor_id) return 'eor';
  if (row.client_id) return 'client';
  return 'contractor';
}

export async function loadUser(db: Db, userId: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  const [clientRow] = row.client_id ? await db.select().from(clients).where(eq(clients.id, row.client_id)) : [];
  const [contractorRow] = row.contractor_id
    ? await db.select().from(contractors).where(eq(contractors.id, row.contractor_id))
    : [];
  const user: Omit<User, 'links' | 'base_links'> = {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    user_type: userTypeOf(row),
    role: (row.role as UserRole | null) ?? null,
    is_developer: row.is_developer,
    admin: await ref(db, admins, row.admin_id),
    partner: await partnerById(db, row.partner_id),
    sales_partner: await ref(db, salesPartners, row.sales_partner_id),
    eor: await ref(db, eors, row.eor_id),
    client: clientRow
      ? {
          id: clientRow.id,
          entity_name: clientRow.entity_name,
          can_create_assignment: clientRow.can_create_assignment,
          show_contractor_personal: clientRow.show_contractor_personal,
          requires_signature_for_approval: clientRow.requires_signature_for_approval,
        }
      : null,
    contractor: contractorRow
      ? {
          id: contractorRow.id,
          corp_to_corp: contractorRow.corp_to_corp,
          requires_w2_onboard: contractorRow.requires_w2_onboard,
          partner: await partnerById(db, contractorRow.partner_id),
        }
      : null,
    allowed_reports: [],
    actual_user: null,
  };
  return { ...user, ...navigationLinks(user) };
}
