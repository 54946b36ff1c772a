import { AZ } from './az';
import { CA } from './ca';
import { CO } from './co';
import { GA } from './ga';
import { ID } from './id';
import { IL } from './il';
import { IN } from './in';
import { KS } from './ks';
import { LA } from './la';
import { MA } from './ma';
import { MN } from './mn';
import { MO } from './mo';
import { NC } from './nc';
import { NE } from './ne';
import { NY } from './ny';
import { OH } from './oh';
import { OR } from './or';
import { PA } from './pa';
import type { StateRule } from './types';
import { UT } from './ut';
import { VA } from './va';
import { WI } from './wi';

/**
 * States without a wage income tax withhold nothing by rule (Alaska, Florida, Nevada, New Hampshire
 * and Tennessee (no tax on wages), South Dakota, Texas, Washington, Wyoming): Federation of Tax
 * Administrators, “State Individual Income Taxes” (tax year 2026), https://taxadmin.org/state-tax-rates/ .
 */
export const NO_WAGE_INCOME_TAX_STATES = [
  'AK',
  'FL',
  'NV',
  'NH',
  'SD',
  'TN',
  'TX',
  'WA',
  'WY',
] as const;

/**
 * The states whose withholding the engine computes, each from its own data file citing its
 * publication and edition. Every other state with an income tax is refused, never withheld at zero.
 */
export const STATE_RULES: Record<string, StateRule> = {
  AZ,
  CA,
  CO,
  GA,
  ID,
  IL,
  IN,
  KS,
  LA,
  MA,
  MN,
  MO,
  NC,
  NE,
  NY,
  OH,
  OR,
  PA,
  UT,
  VA,
  WI,
};

export const STATE_SOURCE = {
  publication:
    'FTA State Individual Income Taxes (2026) for the states without a wage income tax; each withholding state’s own publication (src/domain/payroll/tax/data/states)',
  url: 'https://taxadmin.org/state-tax-rates/',
  tax_year: 2026,
} as const;
