import { asc, count, eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import {
  PaycheckDetail,
  type Paycheck,
  paychecksLiteResource,
  paychecksResource,
} from './contract';
import { canSeePaychecks } from '../../domain/policy/payroll';
import type { paychecksQuery } from './query';
import { sessionOf } from '../../server/auth/session';
import type { Db, Tx } from '../../server/db/client';
import { paycheckItems, paychecks, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { findVisible } from '../../server/kit/list';
import { declareList } from '../../server/kit/list-count';
import { registerList, registerResource } from '../../server/kit/register';
import type { ResourceServer } from '../../server/kit/resource-query';
import { forbidden, notFound } from '../../server/lib/errors';
import { payStubData } from '../../server/payroll/pay-stub-data';
import { payStubPdf } from '../../server/payroll/pay-stub-pdf';
import { registryOf } from '../../server/integrations/registry';

type Row = {
  p: typeof paychecks.$inferSelect;
  first_name: string | null;
  last_name: string | null;
};

const rows = (db: Db | Tx) =>
  db
    .select({ p: paychecks, first_name: users.first_name, last_name: users.last_name })
    .from(paychecks)
    .leftJoin(users, eq(users.contractor_id, paychecks.contractor_id))
    .$dynamic();

const paycheckDto = ({ p, first_name, last_name }: Row): Paycheck => ({
  id: p.id,
  payroll_run_id: p.payroll_run_id,
  contractor_id: p.contractor_id,
  contractor_name: [first_name, last_name].filter(Boolean).join(' ') || '--',
  partner_id: p.partner_id,
  period_start: p.period_start,
  period_end: p.period_end,
  pay_date: p.pay_date,
  hours_hundredths: p.hours_hundredths,
  gross_cents: p.gross_cents,
  taxes_cents: p.taxes_cents,
  deductions_cents: p.deductions_cents,
  net_cents: p.net_cents,
  employer_taxes_cents: p.employer_taxes_cents,
  status: p.status,
  failure_reason: p.failure_reason,
  created_at: new Date(p.created_at).toISOString(),
});

/** A paycheck is its partner's and its contractor's (a contractor sees only their own). */
export const paycheckServer: ResourceServer<
  Row,
  Paycheck,
  typeof paychecksQuery,
  { n: number; gross: string | null }
> = {
  query: {
    rows,
    count: (db) =>
      db
        .select({ n: count(), gross: sum(paychecks.gross_cents) })
        .from(paychecks)
        .leftJoin(users, eq(users.contractor_id, paychecks.contractor_id))
        .$dynamic(),
    // Gross pay of the filtered paychecks: the dashboard's gross pay and earnings figures link here.
    totals: ({ gross }) => ({ total_gross_cents: Number(gross ?? 0) }),
    id: paychecks.id,
    filters: {
      status: paychecks.status,
      payroll_run_id: paychecks.payroll_run_id,
      contractor_id: paychecks.contractor_id,
      pay_date: paychecks.pay_date,
    },
    sorts: {
      pay_date: [paychecks.pay_date],
      net_cents: [paychecks.net_cents],
      gross_cents: [paychecks.gross_cents],
      contractor_name: [users.last_name, users.first_name],
    },
  },
  scope: { partner_id: paychecks.partner_id, contractor_id: paychecks.contractor_id },
  toDto: paycheckDto,
};

const access = { allowed: canSeePaychecks, message: 'You are not allowed to see paychecks' };
const IdParams = z.object({ id: z.uuid() });

export const paychecksList = declareList(paychecksResource, paycheckServer, {
  path: paychecksResource.apiPath,
  summary: `${paychecksResource.labels.plural} in your scope`,
  access,
});

/** `/v2/paychecks` (list, one), `/v2/paychecks_lite`, a paycheck's lines and its pay stub PDF. */
export function registerPaychecks(app: FastifyInstance, deps: Deps) {
  registerResource(app, deps, paychecksList.def, paychecksList.server, { access });
  registerList(app, deps, paychecksLiteResource, paycheckServer, {
    path: paychecksLiteResource.apiPath,
    summary:
      'Paychecks in your scope, for the compact list: the same rows and filters as /paychecks',
    access,
  });

  const detail = async (userReq: Parameters<typeof sessionOf>[0], id: string) => {
    const { user } = sessionOf(userReq);
    if (!canSeePaychecks(user)) throw forbidden(access.message);
    const row = await findVisible(deps.db, user, paycheckServer, id);
    if (!row) throw notFound();
    const items = await deps.db
      .select()
      .from(paycheckItems)
      .where(eq(paycheckItems.paycheck_id, id))
      .orderBy(asc(paycheckItems.position));
    return {
      ...paycheckDto(row),
      ...(await payStubData(deps.db, row.p, items)),
      items: items.map((i) => ({
        kind: i.kind,
        code: i.code,
        description: i.description,
        hours_hundredths: i.hours_hundredths,
        amount_cents: i.amount_cents,
        taxable_wages_cents: i.taxable_wages_cents,
      })),
    };
  };

  app.get<{ Params: { id: string } }>(
    '/paychecks/:id/items',
    {
      schema: {
        tags: ['paychecks'],
        summary: 'A paycheck with its earnings, taxes and deductions',
        params: IdParams,
        response: { 200: PaycheckDetail, 403: ErrorBody, 404: ErrorBody },
      },
    },
    (req) => detail(req, req.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/paychecks/:id/pdf',
    {
      schema: {
        tags: ['paychecks'],
        summary: 'The pay stub as a PDF',
        params: IdParams,
        response: { 403: ErrorBody, 404: ErrorBody },
      },
      config: {
        openapiResponses: {
          200: {
            description: 'The pay stub PDF',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (req, reply) => {
      const paycheck = await detail(req, req.params.id);
      const pdf = payStubPdf(paycheck, (deps.payroll ?? registryOf(deps).payroll).name);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="pay-stub-${paycheck.pay_date}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
