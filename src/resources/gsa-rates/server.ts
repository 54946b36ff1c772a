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
import { type GsaRate, gsaRatesResource } from './contract';
import { gsaRatesForm } from './form';
import type { gsaRatesQuery } from './query';
import { gsaRates } from './table';

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
const gsaRatesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, gsaRatesResource, gsaRatesServer, {
    access: { allowed: canSeePayrollConfig, message: PAYROLL_CONFIG_REFUSED },
  });
  registerForm(app, deps, gsaRatesResource, gsaRatesForm, gsaRatesServer, formServer);
};

export const gsaRatesPart: ResourceServerPart = { routes: gsaRatesRoutes };
