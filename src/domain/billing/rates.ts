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

export type RateSide = 'pay' | 'bill';
const PREFIX = {
  regular: '',
  overtime: 'overtime_',
  double_overtime: 'double_overtime_',
  holiday: 'holiday_',
} as const satisfies Record<HourKind, string>;
/** A rate column's name, as an assignment, its rate schedule and a priced timesheet all spell it. */
export const rateColumn = <S extends RateSide, K extends HourKind>(side: S, kind: K) =>
  `${PREFIX[kind]}${side}_rate_cents` as `${(typeof PREFIX)[K]}${S}_rate_cents`;
export type RateColumnName = `${(typeof PREFIX)[HourKind]}${RateSide}_rate_cents`;
/** The eight rates that price hours, integer cents an hour; null while that side is not priced. */
export type RateColumns = Record<RateColumnName, number | null>;
export const RATE_COLUMN_NAMES: readonly RateColumnName[] = (['pay', 'bill'] as const).flatMap(
  (side) => HOUR_KINDS.map((kind) => rateColumn(side, kind)),
);

/** Just the eight rates of a row that has them (and more). */
export const rateColumnsOf = (row: RateColumns): RateColumns =>
  Object.fromEntries(RATE_COLUMN_NAMES.map((c) => [c, row[c]])) as RateColumns;

/** One side's rates, or null while its regular rate is not set; a kind left unset bills at regular. */
export function sideRates(row: RateColumns, side: RateSide): Rates | null {
  const regular = row[rateColumn(side, 'regular')];
  if (regular === null) return null;
  return Object.fromEntries(
    HOUR_KINDS.map((kind) => [kind, row[rateColumn(side, kind)] ?? regular]),
  ) as Rates;
}
