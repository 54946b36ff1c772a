import type { JobClassificationValue } from '../jobs/classifications';
import { DEFAULT_CURRENCY } from './format';

/**
 * The currency a classification's pay is in: a T4 employee works in Canada and is paid (and reported
 * on the T4 slip) in Canadian dollars; every other classification in the platform's default, usd
 * (spec §9). The symbol comes from public globals' `platform_currencies` (CA$ in the demo).
 */
export const payCurrencyOf = (classification: JobClassificationValue): string =>
  classification === 'canada_t4' ? 'cad' : DEFAULT_CURRENCY;
