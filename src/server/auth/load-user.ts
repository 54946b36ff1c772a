import { and, eq, gt, isNull } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import type { UserRole, UserType } from '../../domain/contracts/enums';
import { navigationLinks } from '../../domain/policy/links';
import type { Db } from '../db/client';
import {
  admins,
  authTokens,
  clients,
  contractors,
  eors,
  partners,
  salesPartners,
  users,
} from '../db/schema';
import { sha256 } from './tokens';

type PartnerRow = typeof partners.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A partner's settings as the signed-in user and the partners list both show them. */
export const partnerDto = (p: PartnerRow) => ({
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

async function ref(
  db: Db,
  table: typeof admins | typeof salesPartners | typeof eors,
  id: string | null,
) {
  if (!id) return null;
  const [row] = await db
    .select({ id: table.id, entity_name: table.entity_name })
    .from(table)
    .where(eq(table.id, id));
  return row ?? null;
}

/** The user type is which profile the user has (spec §1), first match in this order. */
function userTypeOf(row: UserRow): UserType {
  if (row.admin_id) return 'admin';
  if (row.partner_id) return 'partner';
  if (row.sales_partner_id) return 'sales_partner';
  if (row.eor_id) return 'eor';
  if (row.client_id) return 'client';
  return 'contractor';
}

/** The user with the profiles it has, each read by its key and all at once. */
async function withProfiles(db: Db, row: UserRow, partnerRow?: PartnerRow | null): Promise<User> {
  const [admin, partner, salesPartner, eor, clientRow, contractorRow] = await Promise.all([
    ref(db, admins, row.admin_id),
    partnerRow === undefined
      ? partnerById(db, row.partner_id)
      : partnerRow && partnerDto(partnerRow),
    ref(db, salesPartners, row.sales_partner_id),
    ref(db, eors, row.eor_id),
    row.client_id
      ? db
          .select()
          .from(clients)
          .where(eq(clients.id, row.client_id))
          .then((r) => r[0])
      : undefined,
    row.contractor_id
      ? db
          .select({ contractor: contractors, partner: partners })
          .from(contractors)
          .leftJoin(partners, eq(partners.id, contractors.partner_id))
          .where(eq(contractors.id, row.contractor_id))
          .then((r) => r[0])
      : undefined,
  ]);
  const user: Omit<User, 'links' | 'base_links'> = {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    user_type: userTypeOf(row),
    role: (row.role as UserRole | null) ?? null,
    is_developer: row.is_developer,
    admin,
    partner,
    sales_partner: salesPartner,
    eor,
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
          id: contractorRow.contractor.id,
          corp_to_corp: contractorRow.contractor.corp_to_corp,
          requires_w2_onboard: contractorRow.contractor.requires_w2_onboard,
          partner: contractorRow.partner ? partnerDto(contractorRow.partner) : null,
        }
      : null,
    allowed_reports: row.allowed_reports,
    actual_user: null,
  };
  return { ...user, ...navigationLinks(user) };
}

/** A user row already read (with its partner, when a partner user) as the API's user. */
export const loadUserRow = (db: Db, row: UserRow, partner: PartnerRow | null) =>
  withProfiles(db, row, partner);

export async function loadUser(db: Db, userId: string): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users, partner: partners })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .where(eq(users.id, userId));
  return row && withProfiles(db, row.user, row.partner);
}

/**
 * The user of a live, unrevoked token and the token's id. Every request resolves its session this
 * way: the token, its user and a partner user's partner in one query; any other profile the user
 * has is read after it, in parallel.
 */
export async function loadTokenUser(
  db: Db,
  token: string,
  now: Date,
): Promise<{ user: User; tokenId: string } | undefined> {
  const [row] = await db
    .select({ user: users, partner: partners, token_id: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .where(
      and(
        eq(authTokens.token_hash, sha256(token)),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, now),
        // Deactivation revokes tokens too; this also stops any token issued in a race with it.
        isNull(users.deactivated_at),
      ),
    )
    .limit(1);
  return row && { user: await withProfiles(db, row.user, row.partner), tokenId: row.token_id };
}
