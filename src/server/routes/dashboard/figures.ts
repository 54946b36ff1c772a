import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import { canManageTeam } from '../../../domain/policy/team';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { UserType } from '../../../domain/contracts/enums';
import type { DashboardFigure } from '../../../domain/contracts/shell';
import type { User } from '../../../domain/contracts/user';
import type { Db } from '../../db/client';
import { clients, contractors, partners, salesPartners, users } from '../../db/schema';
import { tenantOf } from '../../kit/scope';
import { timesheetFigures } from '../../../resources/timesheets/server';

/** The tenant column a figure is filtered by, per user type; admin sees everything. */
type Scope = Partial<Record<Exclude<UserType, 'admin'>, PgColumn>>;

interface FigureDef {
  key: string;
  label: string;
  kind: DashboardFigure['kind'];
  href: string;
  types: readonly UserType[];
  /** A spec §6 capability the figure's page needs beyond the user type, so no figure links to a 404. */
  shownTo?: (user: User) => boolean;
  value(db: Db, user: User): Promise<number>;
}

/** Counts rows of a table within the caller's scope; a type without a scope column counts nothing. */
function scopedCount(table: PgTable, scope: Scope, only?: SQL) {
  return async (db: Db, user: User) => {
    let where: SQL | undefined = only;
    if (user.user_type !== 'admin') {
      const column = scope[user.user_type];
      const id = tenantOf(user)?.id;
      if (!column || !id) return 0;
      where = and(only, eq(column, id));
    }
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  };
}

const teamScope: Scope = {
  partner: users.partner_id,
  eor: users.eor_id,
  sales_partner: users.sales_partner_id,
  client: users.client_id,
};

async function onboardingSteps(db: Db, user: User, which: 'required_steps' | 'completed_steps') {
  if (!user.contractor) return 0;
  const [row] = await db
    .select({ steps: contractors[which] })
    .from(contractors)
    .where(eq(contractors.id, user.contractor.id));
  return row?.steps.length ?? 0;
}

/** Every dashboard figure; later features add theirs here, one entry each. */
export const figureDefs: readonly FigureDef[] = [
  {
    key: 'users',
    label: 'Users',
    kind: 'count',
    href: '/admin/users',
    types: ['admin'],
    value: scopedCount(users, {}),
  },
  {
    key: 'partners',
    label: 'Partners',
    kind: 'count',
    href: '/partners',
    types: ['admin', 'sales_partner'],
    value: scopedCount(partners, { sales_partner: partners.sales_partner_id }),
  },
  {
    key: 'sales_partners',
    label: 'Sales Partners',
    kind: 'count',
    href: '/sales_partners',
    types: ['admin'],
    value: scopedCount(salesPartners, {}),
  },
  {
    key: 'clients',
    label: 'Clients',
    kind: 'count',
    href: '/clients',
    types: ['admin', 'partner', 'eor'],
    value: scopedCount(clients, { partner: clients.partner_id, eor: clients.eor_id }),
  },
  {
    key: 'contractors',
    label: 'Contractors',
    kind: 'count',
    href: '/contractors',
    types: ['admin', 'partner', 'eor'],
    value: scopedCount(contractors, { partner: contractors.partner_id, eor: contractors.eor_id }),
  },
  {
    key: 'team',
    label: 'Team Members',
    kind: 'count',
    href: '/team',
    types: ['partner', 'eor', 'sales_partner', 'client'],
    shownTo: canManageTeam,
    // Deactivated members can no longer sign in: the team is who can.
    value: scopedCount(users, teamScope, isNull(users.deactivated_at)),
  },
  {
    key: 'onboarding_completed',
    label: 'Onboarding Steps Completed',
    kind: 'count',
    href: '/onboarding',
    types: ['contractor'],
    value: (db, user) => onboardingSteps(db, user, 'completed_steps'),
  },
  {
    key: 'onboarding_required',
    label: 'Onboarding Steps Required',
    kind: 'count',
    href: '/onboarding',
    types: ['contractor'],
    value: (db, user) => onboardingSteps(db, user, 'required_steps'),
  },
  {
    key: 'timesheets_awaiting',
    label: 'Timesheets Awaiting Approval',
    kind: 'count',
    href: '/timesheets?status=submitted,signed',
    types: ['admin', 'partner', 'eor', 'client', 'contractor'],
    value: async (db, user) => {
      const { by_status } = await timesheetFigures(db, user);
      return (by_status.submitted ?? 0) + (by_status.signed ?? 0);
    },
  },
  {
    key: 'timesheet_hours',
    label: 'Hours Submitted or Approved',
    kind: 'hours',
    href: '/timesheets?status=submitted,signed,approved',
    types: ['admin', 'partner', 'eor', 'client', 'contractor'],
    value: async (db, user) => (await timesheetFigures(db, user)).work_done_hours_hundredths,
  },
];

export async function dashboardFor(db: Db, user: User): Promise<DashboardFigure[]> {
  const defs = figureDefs.filter(
    (f) => f.types.includes(user.user_type) && (f.shownTo?.(user) ?? true),
  );
  const figures: DashboardFigure[] = [];
  for (const f of defs) {
    figures.push({
      key: f.key,
      label: f.label,
      kind: f.kind,
      href: f.href,
      value: Number(await f.value(db, user)),
    });
  }
  return figures;
}
