import type { StateBracket } from './types';

/** Rate-table rows written as [over, base, rate in millionths], all cents. */
export const rows = (r: [number, number, number][]): StateBracket[] =>
  r.map(([over_cents, base_cents, rate_ppm]) => ({ over_cents, base_cents, rate_ppm }));
