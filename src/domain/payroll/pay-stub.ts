import { divRound, sum } from '../billing/money';

/** A paycheck line as stored (earning, tax, employer tax, pre- or post-tax deduction). */
export interface StubItem {
  kind: 'earning' | 'tax' | 'employer_tax' | 'pre_tax_deduction' | 'deduction';
  code: string;
  description: string;
  hours_hundredths: number | null;
  amount_cents: number;
}

/** One row of a pay stub: this paycheck and the year to date. */
export interface StubRow {
  label: string;
  /** Earnings only: this paycheck's hours and the rate they were paid at (amount ÷ hours). */
  hours_hundredths: number | null;
  rate_cents: number | null;
  current_cents: number;
  ytd_cents: number;
}

export interface StubTotal {
  current_cents: number;
  ytd_cents: number;
}

export interface PayStub {
  earnings: StubRow[];
  employee_taxes: StubRow[];
  employer_taxes: StubRow[];
  pre_tax_deductions: StubRow[];
  post_tax_deductions: StubRow[];
  totals: Record<'gross' | 'employee_taxes' | 'employer_taxes' | 'deductions' | 'net', StubTotal>;
}

const EARNING_LABELS: Record<string, string> = {
  timesheet: 'Hours worked',
  adjustment: 'Adjustments',
  expense: 'Expense reimbursements',
};

/** Rows of one kind, by code for earnings and taxes, by name for deductions. */
function rowsOf(kind: StubItem['kind'], current: StubItem[], ytd: StubItem[]): StubRow[] {
  const key = (i: StubItem) =>
    kind === 'pre_tax_deduction' || kind === 'deduction' ? i.description : i.code;
  const keys = [...new Set([...current, ...ytd].filter((i) => i.kind === kind).map(key))];
  return keys.map((k) => {
    const now = current.filter((i) => i.kind === kind && key(i) === k);
    const year = ytd.filter((i) => i.kind === kind && key(i) === k);
    const hours = sum(now.map((i) => i.hours_hundredths ?? 0));
    const amount = sum(now.map((i) => i.amount_cents));
    const earning = kind === 'earning';
    return {
      label: earning
        ? (EARNING_LABELS[k] ?? k)
        : ([...now, ...year].at(-1)?.description ?? k).replace(/^\d{4}-\d{2}-\d{2} /, ''),
      hours_hundredths: earning && hours > 0 ? hours : null,
      rate_cents: earning && hours > 0 ? divRound(amount * 100, hours) : null,
      current_cents: amount,
      ytd_cents: sum(year.map((i) => i.amount_cents)),
    };
  });
}

const totalOf = (rows: StubRow[]): StubTotal => ({
  current_cents: sum(rows.map((r) => r.current_cents)),
  ytd_cents: sum(rows.map((r) => r.ytd_cents)),
});

/**
 * A pay stub from a paycheck's lines and the lines of every paycheck of the year up to and
 * including it: every total is the sum of the rows above it, current and year to date.
 */
export function payStubOf(current: StubItem[], yearToDate: StubItem[]): PayStub {
  const earnings = rowsOf('earning', current, yearToDate);
  const employee = rowsOf('tax', current, yearToDate);
  const employer = rowsOf('employer_tax', current, yearToDate);
  const pre = rowsOf('pre_tax_deduction', current, yearToDate);
  const post = rowsOf('deduction', current, yearToDate);
  const gross = totalOf(earnings);
  const taxes = totalOf(employee);
  const deductions = totalOf([...pre, ...post]);
  return {
    earnings,
    employee_taxes: employee,
    employer_taxes: employer,
    pre_tax_deductions: pre,
    post_tax_deductions: post,
    totals: {
      gross,
      employee_taxes: taxes,
      employer_taxes: totalOf(employer),
      deductions,
      net: {
        current_cents: gross.current_cents - taxes.current_cents - deductions.current_cents,
        ytd_cents: gross.ytd_cents - taxes.ytd_cents - deductions.ytd_cents,
      },
    },
  };
}
