import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { CompanyTax } from '../../../domain/contracts/company-taxes';
import { canSeePayrollConfig } from '../../../domain/policy/payroll-config';
import { companyTaxesResource } from '../../../domain/resources/company-taxes';
import { companyTaxesForm } from '../../../domain/resources/company-taxes-form';
import type { companyTaxesQuery } from '../../../domain/resources/company-taxes-query';
import type { Db } from '../../db/client';
import { companyTaxes, eors, partners } from '../../db/schema';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';
import { employerName, PAYROLL_CONFIG_REFUSED, employerRowForm } from '../payroll-config/employer';
import { tableQuery } from '../../kit/table-query';

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
export const companyTaxesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, companyTaxesResource, companyTaxesServer, {
    access: { allowed: canSeePayrollConfig, message: PAYROLL_CONFIG_REFUSED },
  });
  registerForm(app, deps, companyTaxesResource, companyTaxesForm, companyTaxesServer, formServer);
};
