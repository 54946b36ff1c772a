/** The onboarding steps a screening provider completes (spec §3), each ordered as one screening. */
export const SCREENING_TYPES = [
  'background_check',
  'drug_test',
  'training',
  'health_check',
] as const;
export type ScreeningType = (typeof SCREENING_TYPES)[number];

export const isScreeningType = (s: string): s is ScreeningType =>
  (SCREENING_TYPES as readonly string[]).includes(s);

export const SCREENING_STATUSES = ['ordered', 'completed'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

/** The spec's return path of the background-check integration; the demo provider sends workers there. */
export const SCREENING_RETURN_PATH = '/integrations/complete/checkr';
