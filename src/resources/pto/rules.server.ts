import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PtoRule } from './contract';
import type { ptoRulesForm } from './form';
import type { ptoRulesQuery } from './query';
import type { Db } from '../../server/db/client';
import { partners, ptoRules } from '../../server/db/schema';
import { fieldError, type FormServer } from '../../server/kit/form';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tenantOf } from '../../server/kit/scope';
import { tableQuery } from '../../server/kit/table-query';

const rows = (db: Db) =>
  db
    .select({ r: ptoRules, partner_name: partners.entity_name })
    .from(ptoRules)
    .leftJoin(partners, eq(partners.id, ptoRules.partner_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** PTO rules in scope: a partner's own, admins all. */
export const ptoRulesServer: ResourceServer<Row, PtoRule, typeof ptoRulesQuery> = {
  query: {
    rows,
    ...tableQuery(ptoRules),
    filters: {
      accrual_method: ptoRules.accrual_method,
      partner_id: ptoRules.partner_id,
      name: ptoRules.name,
    },
    sorts: { name: [ptoRules.name], created_at: [ptoRules.created_at] },
  },
  scope: { partner_id: ptoRules.partner_id },
  toDto: ({ r, partner_name }) => ({
    id: r.id,
    partner_id: r.partner_id,
    partner_name,
    name: r.name,
    accrual_method: r.accrual_method as PtoRule['accrual_method'],
    earned_hundredths: r.earned_hundredths,
    per_hours_worked: r.per_hours_worked,
    annual_cap_hundredths: r.annual_cap_hundredths,
    carry_over_cap_hundredths: r.carry_over_cap_hundredths,
    waiting_period_days: r.waiting_period_days,
    applies_to: r.applies_to as PtoRule['applies_to'],
    created_at: new Date(r.created_at).toISOString(),
  }),
};

type Input = z.infer<typeof ptoRulesForm.input>;

/** A per-pay-period rule keeps no ratio: the field means nothing for it. */
const ratioOf = (method: string, perHours: number | null | undefined) =>
  method === 'per_hour_worked' ? (perHours ?? null) : null;

export const ptoRulesFormServer: FormServer<Input> = {
  async create(tx, user, input) {
    const tenant = tenantOf(user);
    const partnerId = tenant?.type === 'partner' ? tenant.id : (input.partner_id ?? null);
    if (!partnerId)
      throw fieldError('partner_id', 'Choose the partner whose workers earn under it');
    if (!tenant) {
      const [p] = await tx
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.id, partnerId));
      if (!p) throw fieldError('partner_id', 'Partner not found');
    }
    const [row] = await tx
      .insert(ptoRules)
      .values({
        partner_id: partnerId,
        name: input.name,
        accrual_method: input.accrual_method,
        earned_hundredths: input.earned_hundredths,
        per_hours_worked: ratioOf(input.accrual_method, input.per_hours_worked),
        annual_cap_hundredths: input.annual_cap_hundredths ?? null,
        carry_over_cap_hundredths: input.carry_over_cap_hundredths ?? null,
        waiting_period_days: input.waiting_period_days,
        applies_to: input.applies_to,
      })
      .returning({ id: ptoRules.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    // A rule stays with its partner; accruals already recorded keep the terms they were earned under.
    const { partner_id: _partner, ...changes } = patch;
    const [current] = await tx.select().from(ptoRules).where(eq(ptoRules.id, id));
    const method = changes.accrual_method ?? current!.accrual_method;
    const perHours =
      changes.per_hours_worked === undefined ? current!.per_hours_worked : changes.per_hours_worked;
    await tx
      .update(ptoRules)
      .set({ ...changes, per_hours_worked: ratioOf(method, perHours) })
      .where(eq(ptoRules.id, id));
  },
};
