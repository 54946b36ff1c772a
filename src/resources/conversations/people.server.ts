import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client';
import { clients, eors, partners, salesPartners, users } from '../../server/db/schema';

const name = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

/** Where a person works, as others are shown it beside their name. */
const organisation = sql<string>`coalesce(${partners.entity_name}, ${clients.entity_name}, ${eors.entity_name}, ${salesPartners.entity_name},
  case when ${users.admin_id} is not null then 'Administrator' else 'Contractor' end)`;

/** People with their name and organisation; the caller adds who (the reachable, a conversation's). */
export const people = (db: Db | Tx) =>
  db
    .select({ id: users.id, name, organisation })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .leftJoin(clients, eq(clients.id, users.client_id))
    .leftJoin(eors, eq(eors.id, users.eor_id))
    .leftJoin(salesPartners, eq(salesPartners.id, users.sales_partner_id))
    .$dynamic();

export const personName = name;
