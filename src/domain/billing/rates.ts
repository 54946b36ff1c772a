import { amountFor } from './money';
import type { HourSplit } from './overtime';

export type HourKind = keyof HourSplit;
export const HOUR_KINDS: readonly HourKind[] = [
  'regular',
  'overtime',
  'double_overtime',
  'holiday',
];

export const HOUR_KIND_LABELS: Record<HourKind, string> = {
  regular: 'Regular hours',
  overtime: 'Overtime',
  double_overtime: 'Double overtime',
  holiday: 'Holiday hours',
};

/** An assignment's rates for one side (pay or bill), integer cents an hour. */
export type Rates = Record<HourKind, number>;

export interface HourItem {
  kind: HourKind;
  hours_hundredths: number;
  rate_cents: number;
  amount_cents: number;
}

/** The items of one day's split at one side's rates: one per kind with hours, amounts per money.ts. */
export const hourItems = (split: HourSplit, rates: Rates): HourItem[] =>
  HOUR_KINDS.filter((k) => split[k] > 0).map((kind) => ({
    kind,
    hours_hundredths: split[kind],
    rate_cents: rates[kind],
    amount_cents: amountFor(split[kind], rates[kind]),
  }));
