import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserRole } from '../../domain/contracts/enums';
import type { UserItem } from './contract';
import type { usersQuery } from './query';
import type { Db } from '../../server/db/client';
import { clients, contractors, eors, partners, salesPartners, users } from '../../server/db/schema';
import { NO_PASSWORD } from '../../server/auth/invite';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';

const contractorPartner = alias(partners, 'contractor_partner');

/** The user type is which profile the user has (spec §1), in the order the session reads it. */
export const userTypeSql = sql<UserItem['user_type']>`case
  when ${users.admin_id} is not null then 'admin'
  when ${users.partner_id} is not null then 'partner'
  when ${users.sales_partner_id} is not null then 'sales_partner'
  when ${users.eor_id} is not null then 'eor'
  when ${users.client_id} is not null then 'client'
  else 'contractor' end`;
const fullName = sql`(${users.first_name} || ' ' || ${users.last_name})`;

const rows = (db: Db) =>
  db
    .select({
      u: users,
      user_type: userTypeSql,
      tenant_name: sql<
        string | null
      >`coalesce(${partners.entity_name}, ${clients.entity_name}, ${eors.entity_name}, ${salesPartners.entity_name}, ${contractorPartner.entity_name})`,
    })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .leftJoin(clients, eq(clients.id, users.client_id))
    .leftJoin(eors, eq(eors.id, users.eor_id))
    .leftJoin(salesPartners, eq(salesPartners.id, users.sales_partner_id))
    .leftJoin(contractors, eq(contractors.id, users.contractor_id))
    .leftJoin(contractorPartner, eq(contractorPartner.id, contractors.partner_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

const query: ResourceServer<Row, UserItem, typeof usersQuery>['query'] = {
  rows,
  ...tableQuery(users),
  filters: {
    name: sql`(${fullName} || ' ' || ${users.email})`,
    user_type: userTypeSql,
    role: users.role,
    active: sql`(${users.deactivated_at} is null)`,
  },
  sorts: {
    name: [users.last_name, users.first_name],
    email: [users.email],
    created_at: [users.created_at],
  },
};

const toDto = ({ u, user_type, tenant_name }: Row): UserItem => ({
  id: u.id,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  name: `${u.first_name} ${u.last_name}`.trim(),
  user_type,
  role: (u.role as UserRole | null) ?? null,
  tenant_name,
  active: u.deactivated_at === null,
  deactivated_at: u.deactivated_at?.toISOString() ?? null,
  invite_pending: u.password_hash === NO_PASSWORD,
  created_at: u.created_at.toISOString(),
});

/** Every user, for admins (the route refuses everyone else before scope is asked). */
export const usersServer: ResourceServer<Row, UserItem, typeof usersQuery> = {
  query,
  scope: {},
  toDto,
};

/**
 * The members of the caller's own company: the staff of a partner, EOR, client or sales partner
 * (contractors are not staff: their rows carry a contractor, not the partner).
 */
export const teamServer: ResourceServer<Row, UserItem, typeof usersQuery> = {
  query,
  scope: {
    partner_id: users.partner_id,
    eor_id: users.eor_id,
    client_id: users.client_id,
    sales_partner_id: users.sales_partner_id,
  },
  toDto,
};
