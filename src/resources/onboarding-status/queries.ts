import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OnboardingStatus } from './contract';
import type { OnboardingUserType } from '../../domain/onboarding/requirements';
import type { onboardingStatusQuery } from './query';
import type { Db } from '../../server/db/client';
import {
  clients,
  contractors,
  onboardingReminders,
  partners,
  salesPartners,
  users,
} from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';
import type { TenantColumns } from '../../server/kit/scope';

/** The partner a client's or contractor's user works through; a partner user's own is `partners`. */
const workerPartner = alias(partners, 'worker_partner');

// Whose steps a user completes, in holderOf's order (src/server/onboarding/holders.ts).
const required = sql`coalesce(${partners.required_steps}, ${salesPartners.required_steps}, ${clients.required_steps}, ${contractors.required_steps})`;
const completed = sql`coalesce(${partners.completed_steps}, ${salesPartners.completed_steps}, ${clients.completed_steps}, ${contractors.completed_steps})`;

export const userType = sql<OnboardingUserType>`case when ${users.partner_id} is not null then 'partner' when ${users.sales_partner_id} is not null then 'sales_partner' when ${users.client_id} is not null then 'client' else 'contractor' end`;
export const partnerId = sql<
  string | null
>`coalesce(${users.partner_id}, ${clients.partner_id}, ${contractors.partner_id})`;
/** The first required step not completed (spec §4's current step), null when all are done. */
export const currentStep = sql<
  string | null
>`(select t.e from jsonb_array_elements_text(${required}) with ordinality as t(e, i) where not (${completed} ? t.e) order by t.i limit 1)`;
const stepsDone = sql<number>`(select count(*)::int from jsonb_array_elements_text(${required}) as t(e) where ${completed} ? t.e)`;
const name = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

const rows = (db: Db) =>
  db
    .select({
      id: users.id,
      name,
      email: users.email,
      user_type: userType,
      partner_id: partnerId,
      partner_name: sql<
        string | null
      >`coalesce(${partners.entity_name}, ${workerPartner.entity_name})`,
      current_step: currentStep,
      steps_done: stepsDone,
      steps_total: sql<number>`jsonb_array_length(${required})::int`,
      since: users.created_at,
      last_reminded_at: onboardingReminders.sent_at,
    })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .leftJoin(salesPartners, eq(salesPartners.id, users.sales_partner_id))
    .leftJoin(clients, eq(clients.id, users.client_id))
    .leftJoin(contractors, eq(contractors.id, users.contractor_id))
    .leftJoin(
      workerPartner,
      eq(workerPartner.id, sql`coalesce(${clients.partner_id}, ${contractors.partner_id})`),
    )
    .leftJoin(onboardingReminders, eq(onboardingReminders.user_id, users.id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Active users of an onboarding user type with a step left; admins and EORs have none. */
export const stuck: SQL = and(
  isNull(users.admin_id),
  isNull(users.eor_id),
  isNull(users.deactivated_at),
  sql`${currentStep} is not null`,
)!;

/** A partner's staff see the people working through it; a client, contractor or sales partner its own users. */
export const scope: TenantColumns = {
  partner_id: (id) => eq(partnerId, id),
  client_id: users.client_id,
  contractor_id: users.contractor_id,
  sales_partner_id: users.sales_partner_id,
};

export const onboardingStatusServer: ResourceServer<
  Row,
  OnboardingStatus,
  typeof onboardingStatusQuery
> = {
  query: {
    rows,
    count: (db) =>
      db
        .select({ n: count() })
        .from(users)
        .leftJoin(partners, eq(partners.id, users.partner_id))
        .leftJoin(salesPartners, eq(salesPartners.id, users.sales_partner_id))
        .leftJoin(clients, eq(clients.id, users.client_id))
        .leftJoin(contractors, eq(contractors.id, users.contractor_id))
        .$dynamic(),
    id: users.id,
    filters: {
      name,
      partner_id: partnerId,
      step: currentStep,
      user_type: userType,
      since: sql`(${users.created_at} at time zone 'UTC')::date`,
    },
    sorts: { since: [users.created_at], name: [name], steps_done: [stepsDone] },
    where: () => stuck,
  },
  scope,
  toDto: (r) => ({
    ...r,
    current_step: r.current_step ?? '',
    steps_done: Number(r.steps_done),
    steps_total: Number(r.steps_total),
    since: r.since.toISOString(),
    last_reminded_at: r.last_reminded_at?.toISOString() ?? null,
  }),
};
