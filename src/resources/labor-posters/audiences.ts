/** Which employers a poster is for, as the Department of Labor groups them; zod-free for the list's route. */
export const POSTER_AUDIENCES = [
  'employers',
  'federal_contractors',
  'agricultural_employers',
  'special_minimum_wage',
] as const;
export type PosterAudience = (typeof POSTER_AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<PosterAudience, string> = {
  employers: 'Employers',
  federal_contractors: 'Federal contractors',
  agricultural_employers: 'Agricultural employers',
  special_minimum_wage: 'Special minimum wage certificate holders',
};
