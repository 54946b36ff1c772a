import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { canSeePayrollConfig } from '../../domain/policy/payroll-config';
import type { Db } from '../../server/db/client';
import { eors, partners } from '../../server/db/schema/profiles';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import {
  employerName,
  PAYROLL_CONFIG_REFUSED,
  employerRowForm,
} from '../../server/routes/payroll-config/employer';
import { type Holiday, holidaysResource } from './contract';
import { holidaysForm } from './form';
import type { holidaysQuery } from './query';
import { holidays } from './table';

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
const holidaysRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, holidaysResource, holidaysServer, {
    access: { allowed: canSeePayrollConfig, message: PAYROLL_CONFIG_REFUSED },
  });
  registerForm(app, deps, holidaysResource, holidaysForm, holidaysServer, formServer);
};

export const holidaysPart: ResourceServerPart = { routes: holidaysRoutes };
