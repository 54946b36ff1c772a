import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PayrollSettings } from './contract';
import type { User } from '../../domain/contracts/user';
import { payPeriodOf } from '../../domain/payroll/periods';
import { isAdmin } from '../../domain/policy/capabilities';
import { canSeePayrollRuns } from '../../domain/policy/payroll';
import { payrollSettingsForm } from './form';
import { payrollSettingsResource } from './contract';
import type { payrollSettingsQuery } from './query';
import type { Db, Tx } from '../../server/db/client';
import { partners, payrollSettings } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { fieldError, registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServer } from '../../server/kit/resource-query';
import { partnersServer } from '../partners/server';

type SettingsInput = z.infer<typeof payrollSettingsForm.input>;
type Row = { s: typeof payrollSettings.$inferSelect; partner_name: string | null };

const rows = (db: Db | Tx) =>
  db
    .select({ s: payrollSettings, partner_name: partners.entity_name })
    .from(payrollSettings)
    .leftJoin(partners, eq(partners.id, payrollSettings.partner_id))
    .$dynamic();

/** The settings of a partner, if it has any: what a run's period comes from. */
export async function settingsOf(db: Db | Tx, partnerId: string) {
  const [row] = await db
    .select()
    .from(payrollSettings)
    .where(eq(payrollSettings.partner_id, partnerId));
  return row;
}

export function settingsServer(
  deps: Deps,
): ResourceServer<Row, PayrollSettings, typeof payrollSettingsQuery> {
  return {
    query: {
      rows,
      count: (db) => db.select({ n: count() }).from(payrollSettings).$dynamic(),
      id: payrollSettings.id,
      filters: { partner_id: payrollSettings.partner_id },
      sorts: { partner_name: [partners.entity_name], frequency: [payrollSettings.frequency] },
    },
    scope: { partner_id: payrollSettings.partner_id },
    toDto: ({ s, partner_name }) => {
      const current = payPeriodOf(s, deps.now().toISOString().slice(0, 10));
      return {
        id: s.id,
        partner_id: s.partner_id,
        partner_name: partner_name ?? '--',
        frequency: s.frequency,
        period_anchor: s.period_anchor,
        pay_delay_days: s.pay_delay_days,
        funding_source: s.funding_source as PayrollSettings['funding_source'],
        employer_address: s.employer_address,
        require_identity_verification: s.require_identity_verification,
        current_period_start: current.start,
        current_period_end: current.end,
        next_pay_date: current.pay_date,
        updated_at: new Date(s.updated_at).toISOString(),
      };
    },
  };
}

/** The partner a payroll write is for: a partner user's own; an admin names one. */
export function payrollPartnerOf(user: User, named: string | undefined): string {
  if (isAdmin(user)) {
    if (!named) throw fieldError('partner_id', 'Choose a partner');
    return named;
  }
  if (!user.partner) throw fieldError('partner_id', 'Only a partner runs payroll');
  return user.partner.id;
}

/** `/v2/payroll_settings`: one row per partner, kept by those who run its payroll. */
export function registerPayrollSettings(app: FastifyInstance, deps: Deps) {
  const server = settingsServer(deps);
  registerResource(app, deps, payrollSettingsResource, server, {
    access: { allowed: canSeePayrollRuns, message: 'You are not allowed to see payroll settings' },
  });
  registerForm(app, deps, payrollSettingsResource, payrollSettingsForm, server, {
    references: { partner_id: { label: 'Partner', server: partnersServer } },
    unique: {
      payroll_settings_partner_key: {
        field: 'partner_id',
        message: 'This partner has payroll settings already: change them instead',
      },
    },
    async create(tx, user, input: SettingsInput) {
      const { partner_id, ...values } = input;
      const [row] = await tx
        .insert(payrollSettings)
        .values({ ...values, partner_id: payrollPartnerOf(user, partner_id) })
        .returning({ id: payrollSettings.id });
      if (!row) throw new Error('payroll settings were not created');
      return row.id;
    },
    async update(tx, _user, id, patch) {
      // A partner's settings stay its own: the partner is not changed here.
      const { partner_id: _partner, ...values } = patch;
      await tx
        .update(payrollSettings)
        .set({ ...values, updated_at: deps.now().toISOString() })
        .where(eq(payrollSettings.id, id));
    },
  });
}
