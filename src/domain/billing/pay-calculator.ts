import { amountFor, divRound, sum } from './money';
import { splitWeek, type HourSplit, type WorkedDay } from './overtime';
import { HOUR_KINDS, type HourKind, type Rates } from './rates';

/**
 * The general pay calculator (spec `/calculator`): one workweek of hours at one hourly rate, split
 * by overtime.ts (holidays, the state's daily rule, then past 40 a week). Rates: overtime and holiday
 * hours at 1.5× the rate, double overtime at 2×, each rate rounded to the cent half away from zero;
 * each kind's gross is its hours × its rate rounded once (money.ts rule 2) and the total is their sum.
 */
export interface PayCalculation {
  rates: Rates;
  hours: HourSplit;
  gross: Record<HourKind, number>;
  totalHours: number;
  totalCents: number;
}

export const calculatorRates = (rateCents: number): Rates => {
  const timeAndAHalf = divRound(rateCents * 3, 2);
  return {
    regular: rateCents,
    overtime: timeAndAHalf,
    double_overtime: rateCents * 2,
    holiday: timeAndAHalf,
  };
};

export function calculatePay(
  days: readonly WorkedDay[],
  rateCents: number,
  state: string | null,
): PayCalculation {
  if (!Number.isInteger(rateCents) || rateCents < 0) throw new RangeError(`rate ${rateCents}`);
  const split = splitWeek(
    days.filter((d) => d.hours > 0),
    state,
  );
  const total = (k: HourKind) => sum(split.map((d) => d[k]));
  const hours: HourSplit = {
    regular: total('regular'),
    overtime: total('overtime'),
    double_overtime: total('double_overtime'),
    holiday: total('holiday'),
  };
  const rates = calculatorRates(rateCents);
  const pay = (k: HourKind) => amountFor(hours[k], rates[k]);
  const gross = {
    regular: pay('regular'),
    overtime: pay('overtime'),
    double_overtime: pay('double_overtime'),
    holiday: pay('holiday'),
  };
  return {
    rates,
    hours,
    gross,
    totalHours: sum(HOUR_KINDS.map((k) => hours[k])),
    totalCents: sum(HOUR_KINDS.map((k) => gross[k])),
  };
}
