import type { Deps } from '../deps';
import type { IntegrationAdapter } from './adapter';
import { accountingAdapter } from './accounting';
import { backgroundChecksAdapter } from './background-checks';
import { bankLinkAdapter } from './bank-link';
import { identityAdapter } from './identity';
import { mapsAdapter } from './maps';
import { payrollTaxesAdapter } from './payroll-taxes';

/**
 * Every outside service, in the order `/integrations` lists them, and the providers features take
 * from it. Screenings and payroll read their provider here (`registryOf(deps)`), so a test or a
 * real provider swaps in one place.
 */
export interface IntegrationRegistry {
  adapters: readonly IntegrationAdapter[];
  screening: typeof backgroundChecksAdapter.provider;
  payroll: typeof payrollTaxesAdapter.provider;
  accounting: Pick<typeof accountingAdapter, 'authorizeUrl' | 'exchange'>;
}

/** The one list. */
const ADAPTERS: readonly IntegrationAdapter[] = [
  backgroundChecksAdapter,
  payrollTaxesAdapter,
  mapsAdapter,
  identityAdapter,
  bankLinkAdapter,
  accountingAdapter,
];

export const integrationRegistry: IntegrationRegistry = {
  adapters: ADAPTERS,
  screening: backgroundChecksAdapter.provider,
  payroll: payrollTaxesAdapter.provider,
  accounting: accountingAdapter,
};

export const registryOf = (deps: Pick<Deps, 'integrations'>) =>
  deps.integrations ?? integrationRegistry;

export const adapterOf = (deps: Pick<Deps, 'integrations'>, id: string) =>
  registryOf(deps).adapters.find((a) => a.id === id);
