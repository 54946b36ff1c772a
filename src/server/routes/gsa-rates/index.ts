import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { GsaRate } from '../../../domain/contracts/gsa-rates';
import { canSeePayrollConfig } from '../../../domain/policy/payroll-config';
import { gsaRatesResource } from '../../../domain/resources/gsa-rates';
import { gsaRatesForm } from '../../../domain/resources/gsa-rates-form';
import type { gsaRatesQuery } from '../../../domain/resources/gsa-rates-query';
import type { Db } from '../../db/client';
import { eors, gsaRates, partners } from '../../db/schema';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';
import { employerName, PAYROLL_CONFIG_REFUSED, employerRowForm } from '../payroll-config/employer';
import { tableQuery } from '../../kit/table-query';

const rows = (db: Db) =>
  db
    .select({ g: gsaRates, employer_name: employerName })
    .from(gsaRates)
    .leftJoin(partners, eq(partners.id, gsaRates.partner_id))
    .leftJoin(eors, eq(eors.id, gsaRates.eor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const gsaRatesServer: ResourceServer<Row, GsaRate, typeof gsaRatesQuery> = {
  query: {
    rows,
    ...tableQuery(gsaRates),
    filters: { state: gsaRates.state, city: gsaRates.city, partner_id: gsaRates.partner_id },
    sorts: {
      state: [gsaRates.state, gsaRates.city],
      city: [gsaRates.city],
      fiscal_year: [gsaRates.fiscal_year],
      lodging_cents: [gsaRates.lodging_cents],
      mie_cents: [gsaRates.mie_cents],
    },
  },
  scope: { partner_id: gsaRates.partner_id, eor_id: gsaRates.eor_id },
  toDto: ({ g, employer_name }) => ({
    id: g.id,
    partner_id: g.partner_id,
    eor_id: g.eor_id,
    employer_name,
    state: g.state,
    city: g.city,
    fiscal_year: g.fiscal_year,
    lodging_cents: g.lodging_cents,
    mie_cents: g.mie_cents,
    created_at: g.created_at.toISOString(),
  }),
};

type Input = z.infer<typeof gsaRatesForm.input>;

const formServer = employerRowForm<Input>(gsaRates);

/** /v2/gsa_rates: list, detail, CSV, and the form's POST and PATCH. */
export const gsaRatesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, gsaRatesResource, gsaRatesServer, {
    access: { allowed: canSeePayrollConfig, message: PAYROLL_CONFIG_REFUSED },
  });
  registerForm(app, deps, gsaRatesResource, gsaRatesForm, gsaRatesServer, formServer);
};
