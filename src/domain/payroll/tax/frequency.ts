/** Pay periods in a year for each pay frequency (IRS Publication 15-T, Worksheet 1A line 1b). */
export const PAY_PERIODS = {
  daily: 260,
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  quarterly: 4,
  semiannual: 2,
  annual: 1,
} as const;

export type PayFrequency = keyof typeof PAY_PERIODS;

export const isPayFrequency = (value: string): value is PayFrequency => value in PAY_PERIODS;
