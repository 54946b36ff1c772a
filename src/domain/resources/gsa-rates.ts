import { GsaRate } from '../contracts/gsa-rates';
import { centsToAmount } from './money-input';
import { defineResource } from './define';
import { gsaRatesQuery } from './gsa-rates-query';

export const gsaRatesResource = defineResource({
  name: 'gsa_rates',
  apiPath: '/gsa_rates',
  specPaths: ['/gsa_rates'],
  labels: { singular: 'GSA rate', plural: 'GSA Rates' },
  item: GsaRate,
  query: gsaRatesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'employer', value: (r) => r.employer_name },
    { header: 'state', value: (r) => r.state },
    { header: 'city', value: (r) => r.city },
    { header: 'fiscal_year', value: (r) => r.fiscal_year },
    { header: 'lodging', value: (r) => centsToAmount(r.lodging_cents) },
    { header: 'mie', value: (r) => centsToAmount(r.mie_cents) },
  ],
  actions: {},
});
