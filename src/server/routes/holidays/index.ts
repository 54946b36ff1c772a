import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { Holiday } from '../../../domain/contracts/holidays';
import { canSeePayrollConfig } from '../../../domain/policy/payroll-config';
import { holidaysResource } from '../../../domain/resources/holidays';
import { holidaysForm } from '../../../domain/resources/holidays-form';
import type { holidaysQuery } from '../../../domain/resources/holidays-query';
import type { Db } from '../../db/client';
import { eors, holidays, partners } from '../../db/schema';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';
import { employerName, PAYROLL_CONFIG_REFUSED, employerRowForm } from '../payroll-config/employer';
import { tableQuery } from '../../kit/table-query';

const rows = (db: Db) =>
  db
    .select({ h: holidays, employer_name: employerName })
    .from(holidays)
    .leftJoin(partners, eq(partners.id, holidays.partner_id))
    .leftJoin(eors, eq(eors.id, holidays.eor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** The holidays employers added; the federal ones are computed (src/domain/billing/holidays.ts). */
export const holidaysServer: ResourceServer<Row, Holiday, typeof holidaysQuery> = {
  query: {
    rows,
    ...tableQuery(holidays),
    filters: { date: holidays.date, name: holidays.name, partner_id: holidays.partner_id },
    sorts: { date: [holidays.date], name: [holidays.name] },
  },
  scope: { partner_id: holidays.partner_id, eor_id: holidays.eor_id },
  toDto: ({ h, employer_name }) => ({
    id: h.id,
    partner_id: h.partner_id,
    eor_id: h.eor_id,
    employer_name,
    date: h.date,
    name: h.name,
    created_at: h.created_at.toISOString(),
  }),
};

type Input = z.infer<typeof holidaysForm.input>;

const formServer = employerRowForm<Input>(holidays, {
  holidays_partner_date_idx: {
    field: 'date',
    message: 'There is a holiday on this date already',
  },
  holidays_eor_date_idx: { field: 'date', message: 'There is a holiday on this date already' },
});

/** /v2/holidays: list, detail, CSV, and the form's POST and PATCH. */
export const holidaysRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, holidaysResource, holidaysServer, {
    access: { allowed: canSeePayrollConfig, message: PAYROLL_CONFIG_REFUSED },
  });
  registerForm(app, deps, holidaysResource, holidaysForm, holidaysServer, formServer);
};
