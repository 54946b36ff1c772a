import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaycheckDeduction } from './contract';
import { canSeePayrollRuns } from '../../domain/policy/payroll';
import { paycheckDeductionsForm } from './form';
import { paycheckDeductionsResource } from './contract';
import type { paycheckDeductionsQuery } from './query';
import type { Db, Tx } from '../../server/db/client';
import { contractors, paycheckDeductions, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { fieldError, registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tenantScope } from '../../server/kit/scope';
import { contractorsServer } from '../contractors/server';

type Row = {
  d: typeof paycheckDeductions.$inferSelect;
  first_name: string | null;
  last_name: string | null;
};

const rows = (db: Db | Tx) =>
  db
    .select({ d: paycheckDeductions, first_name: users.first_name, last_name: users.last_name })
    .from(paycheckDeductions)
    .leftJoin(users, eq(users.contractor_id, paycheckDeductions.contractor_id))
    .$dynamic();

export const deductionServer: ResourceServer<
  Row,
  PaycheckDeduction,
  typeof paycheckDeductionsQuery
> = {
  query: {
    rows,
    count: (db) => db.select({ n: count() }).from(paycheckDeductions).$dynamic(),
    id: paycheckDeductions.id,
    filters: { contractor_id: paycheckDeductions.contractor_id, name: paycheckDeductions.name },
    sorts: {
      name: [paycheckDeductions.name],
      amount_cents: [paycheckDeductions.amount_cents],
      created_at: [paycheckDeductions.created_at],
    },
  },
  scope: { partner_id: paycheckDeductions.partner_id },
  toDto: ({ d, first_name, last_name }) => ({
    id: d.id,
    contractor_id: d.contractor_id,
    contractor_name: [first_name, last_name].filter(Boolean).join(' ') || '--',
    partner_id: d.partner_id,
    name: d.name,
    amount_cents: d.amount_cents,
    tax_treatment: d.tax_treatment,
    active: d.active,
    created_at: new Date(d.created_at).toISOString(),
  }),
};

/** `/v2/paycheck_deductions`: a partner's recurring deductions, taken from every paycheck while active. */
export function registerPaycheckDeductions(app: FastifyInstance, deps: Deps) {
  registerResource(app, deps, paycheckDeductionsResource, deductionServer, {
    access: {
      allowed: canSeePayrollRuns,
      message: 'You are not allowed to see paycheck deductions',
    },
  });
  registerForm(app, deps, paycheckDeductionsResource, paycheckDeductionsForm, deductionServer, {
    references: { contractor_id: { label: 'Contractor', server: contractorsServer } },
    async create(tx, user, input) {
      // The deduction belongs to the contractor's partner, which the caller must see.
      const [c] = await tx
        .select({ partner_id: contractors.partner_id })
        .from(contractors)
        .where(
          and(
            eq(contractors.id, input.contractor_id),
            tenantScope(user, { partner_id: contractors.partner_id }),
          ),
        );
      if (!c?.partner_id) throw fieldError('contractor_id', 'Contractor not found');
      const [row] = await tx
        .insert(paycheckDeductions)
        .values({ ...input, partner_id: c.partner_id })
        .returning({ id: paycheckDeductions.id });
      if (!row) throw new Error('deduction was not created');
      return row.id;
    },
    async update(tx, _user, id, patch) {
      const { contractor_id: _contractor, ...values } = patch;
      await tx.update(paycheckDeductions).set(values).where(eq(paycheckDeductions.id, id));
    },
  });
}
