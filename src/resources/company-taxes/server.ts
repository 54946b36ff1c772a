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
  employerRowForm,
  PAYROLL_CONFIG_REFUSED,
} from '../../server/routes/payroll-config/employer';
import { companyTaxesResource, type CompanyTax } from './contract';
import { companyTaxesForm } from './form';
import type { companyTaxesQuery } from './query';
import { companyTaxes } from './table';

const rows = (db: Db) =>
  db
    .select({ t: companyTaxes, employer_name: employerName })
    .from(companyTaxes)
    .leftJoin(partners, eq(partners.id, companyTaxes.partner_id))
    .leftJoin(eors, eq(eors.id, companyTaxes.eor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const companyTaxesServer: ResourceServer<Row, CompanyTax, typeof companyTaxesQuery> = {
  query: {
    rows,
    ...tableQuery(companyTaxes),
    filters: {
      jurisdiction: companyTaxes.jurisdiction,
      tax_type: companyTaxes.tax_type,
      partner_id: companyTaxes.partner_id,
      effective_date: companyTaxes.effective_date,
    },
    sorts: {
      jurisdiction: [companyTaxes.jurisdiction, companyTaxes.tax_type],
      tax_type: [companyTaxes.tax_type],
      effective_date: [companyTaxes.effective_date],
      rate_bps: [companyTaxes.rate_bps],
    },
  },
  scope: { partner_id: companyTaxes.partner_id, eor_id: companyTaxes.eor_id },
  toDto: ({ t, employer_name }) => ({
    id: t.id,
    partner_id: t.partner_id,
    eor_id: t.eor_id,
    employer_name,
    jurisdiction: t.jurisdiction,
    tax_type: t.tax_type as CompanyTax['tax_type'],
    account_number: t.account_number,
    rate_bps: t.rate_bps,
    wage_base_cents: t.wage_base_cents,
    effective_date: t.effective_date,
    created_at: t.created_at.toISOString(),
  }),
};

type Input = z.infer<typeof companyTaxesForm.input>;

const formServer = employerRowForm<Input>(companyTaxes, {
  company_taxes_partner_tax_date_idx: {
    field: 'effective_date',
    message: 'This tax already has a rate from this date',
  },
  company_taxes_eor_tax_date_idx: {
    field: 'effective_date',
    message: 'This tax already has a rate from this date',
  },
});

/** /v2/company_taxes: list, detail, CSV, and the form's POST and PATCH. */
const companyTaxesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, companyTaxesResource, companyTaxesServer, {
    access: { allowed: canSeePayrollConfig, message: PAYROLL_CONFIG_REFUSED },
  });
  registerForm(app, deps, companyTaxesResource, companyTaxesForm, companyTaxesServer, formServer);
};

export const companyTaxesPart: ResourceServerPart = { routes: companyTaxesRoutes };
