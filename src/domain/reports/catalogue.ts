import { z } from 'zod';
import { IsoDate } from '../contracts/calendar';
import { REPORT_KEYS, type ReportKey as Key } from './keys';

export { REPORT_KEYS };

/** How a report's cell reads: money in cents, hours in hundredths, counts, dates and text. */
export type ReportColumnKind = 'text' | 'date' | 'int' | 'cents' | 'hundredths';

export interface ReportColumn {
  key: string;
  header: string;
  kind: ReportColumnKind;
  /** Summed into the report's totals row (money, hours, counts). */
  total?: boolean;
}

/** A field of the "Run report" form; the report's zod schema is what judges it. */
export interface ReportField {
  name: string;
  label: string;
  kind: 'date' | 'int' | 'enum';
  options?: readonly { value: string; label: string }[];
  optional?: boolean;
  /** What the form starts a number at (a date starts today, a choice at its first option). */
  initial?: number;
}

export interface ReportSpec {
  key: Key;
  title: string;
  description: string;
  params: z.ZodType<Record<string, unknown>>;
  fields: readonly ReportField[];
  columns: readonly ReportColumn[];
  /** The picture a report is drawn as on its page: bars of these columns' totals. */
  chart?: {
    title: string;
    /** What the bars sum, read out with the chart's table. */
    description: string;
    /** The chart table's two headers: what a bar is, and what its value is. */
    axis: readonly [label: string, value: string];
    columns: readonly string[];
  };
  /** Formats a finished run is also kept in, besides CSV and XLSX. */
  pdf?: boolean;
}

const startNotAfterEnd = { message: 'The start date must not be after the end date', path: ['to'] };
const rangeFields: ReportField[] = [
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
];
const money = (key: string, header: string): ReportColumn => ({
  key,
  header,
  kind: 'cents',
  total: true,
});
const count = (key: string, header: string): ReportColumn => ({
  key,
  header,
  kind: 'int',
  total: true,
});
const hoursColumn = (key: string, header: string): ReportColumn => ({
  key,
  header,
  kind: 'hundredths',
  total: true,
});
const text = (key: string, header: string): ReportColumn => ({ key, header, kind: 'text' });

/**
 * The parameters of a report over a period (`from`–`to`), optionally grouped by one of `by`: its
 * schema and its form fields, so reports that differ only in their columns declare only those.
 */
function period(): Pick<ReportSpec, 'params' | 'fields'>;
function period<B extends string>(
  by: readonly { value: B; label: string }[],
): Pick<ReportSpec, 'params' | 'fields'>;
function period(
  by?: readonly { value: string; label: string }[],
): Pick<ReportSpec, 'params' | 'fields'> {
  const dates = { from: IsoDate, to: IsoDate };
  const params = by
    ? z.strictObject({ ...dates, by: z.enum(by.map((o) => o.value) as [string, ...string[]]) })
    : z.strictObject(dates);
  return {
    params: params.refine((p) => p.from <= p.to, startNotAfterEnd),
    fields: by
      ? [...rangeFields, { name: 'by', label: 'By', kind: 'enum', options: by }]
      : rangeFields,
  };
}

/** Parameters of a report on one day (`as_of`), with any further fields and their schema. */
const onDay = (
  label: string,
  more: z.ZodRawShape = {},
  fields: ReportField[] = [],
): Pick<ReportSpec, 'params' | 'fields'> => ({
  params: z.strictObject({ as_of: IsoDate, ...more }),
  fields: [{ name: 'as_of', label, kind: 'date' }, ...fields],
});

export const AGING_BUCKETS = [
  'current',
  'days_1_30',
  'days_31_60',
  'days_61_90',
  'days_over_90',
] as const;

/** Every report of the catalogue, in menu order. */
export const REPORTS = [
  {
    key: 'receivables_aging',
    title: 'Receivables aging',
    description:
      'What each client still owes on sent invoices, by days past the due date on a day.',
    ...onDay('As of'),
    columns: [
      text('client', 'Client'),
      money('current', 'Current'),
      money('days_1_30', '1–30 days'),
      money('days_31_60', '31–60 days'),
      money('days_61_90', '61–90 days'),
      money('days_over_90', '90+ days'),
      money('total', 'Total'),
    ],
    chart: {
      title: 'Owed by days past due',
      description:
        'What clients still owe on sent invoices, summed by how many days past its due date each invoice is.',
      axis: ['Days past due', 'Owed'],
      columns: AGING_BUCKETS,
    },
    pdf: true,
  },
  {
    key: 'payroll_register',
    title: 'Payroll register',
    description:
      'Every paycheck paid in a period: gross, employee and employer taxes, deductions and net.',
    ...period(),
    columns: [
      { key: 'pay_date', header: 'Pay date', kind: 'date' },
      { key: 'period', header: 'Pay period', kind: 'text' },
      { key: 'worker', header: 'Worker', kind: 'text' },
      hoursColumn('hours', 'Hours'),
      money('gross', 'Gross'),
      money('employee_taxes', 'Employee taxes'),
      money('employer_taxes', 'Employer taxes'),
      money('deductions', 'Deductions'),
      money('net', 'Net'),
    ],
    pdf: true,
  },
  {
    key: 'invoice_register',
    title: 'Invoice register',
    description: 'Every invoice created in a period with its amounts, payments and balance.',
    ...period(),
    columns: [
      { key: 'number', header: 'Number', kind: 'text' },
      { key: 'client', header: 'Client', kind: 'text' },
      { key: 'created_date', header: 'Created', kind: 'date' },
      { key: 'due_date', header: 'Due', kind: 'date' },
      { key: 'status', header: 'Status', kind: 'text' },
      money('bill', 'Billed'),
      money('sales_tax', 'Sales tax'),
      money('due', 'Total due'),
      money('paid', 'Paid'),
      money('remaining', 'Balance'),
    ],
  },
  {
    key: 'margin',
    title: 'Margin',
    description:
      'Bill minus pay minus the employer’s taxes on it, by client, assignment or worker, for work dated in a period.',
    ...period([
      { value: 'client', label: 'Client' },
      { value: 'assignment', label: 'Assignment' },
      { value: 'worker', label: 'Worker' },
    ]),
    columns: [
      text('name', 'Name'),
      money('bill', 'Bill'),
      money('pay', 'Pay'),
      money('employer_taxes', 'Employer taxes'),
      money('margin', 'Margin'),
    ],
    chart: {
      title: 'Bill, pay and margin',
      description:
        'The report’s totals: what was billed, what was paid, and the margin between them.',
      axis: ['Figure', 'Total'],
      columns: ['bill', 'pay', 'margin'],
    },
  },
  {
    key: 'hours',
    title: 'Hours',
    description: 'Hours worked in a period (submitted or later), by worker, client or week.',
    ...period([
      { value: 'worker', label: 'Worker' },
      { value: 'client', label: 'Client' },
      { value: 'week', label: 'Week' },
    ]),
    columns: [
      text('name', 'Name'),
      count('timesheets', 'Timesheets'),
      hoursColumn('hours', 'Hours'),
    ],
  },
  {
    key: 'unsubmitted_time',
    title: 'Unsubmitted time',
    description:
      'Assignments running in a past week that have no time put forward for it (drafts only, or nothing).',
    ...onDay('Week of'),
    columns: [
      text('worker', 'Worker'),
      text('client', 'Client'),
      { key: 'week', header: 'Week of', kind: 'date' },
      count('assignments', 'Assignments'),
      hoursColumn('draft_hours', 'Hours in drafts'),
    ],
  },
  {
    key: 'unapproved_time',
    title: 'Unapproved time',
    description:
      'Time put forward and still waiting for a decision, worked more than a number of days before a day.',
    ...onDay('As of', { days: z.int().min(0).max(365) }, [
      { name: 'days', label: 'Older than (days)', kind: 'int', initial: 7 },
    ]),
    columns: [
      { key: 'date', header: 'Date', kind: 'date' },
      text('worker', 'Worker'),
      text('client', 'Client'),
      text('status', 'Status'),
      { key: 'days_waiting', header: 'Days waiting', kind: 'int' },
      count('timesheets', 'Timesheets'),
      hoursColumn('hours', 'Hours'),
    ],
  },
  {
    key: 'payroll_tax_summary',
    title: 'Payroll tax summary',
    description:
      'A quarter’s taxes on paychecks paid in it (941-style): each tax withheld from workers or owed by the employer, the wages it was figured on, and the amount.',
    params: z.strictObject({
      year: z.int().min(2000).max(2100),
      quarter: z.enum(['1', '2', '3', '4']),
    }),
    fields: [
      { name: 'year', label: 'Year', kind: 'int' },
      {
        name: 'quarter',
        label: 'Quarter',
        kind: 'enum',
        options: [
          { value: '1', label: 'Q1 (January–March)' },
          { value: '2', label: 'Q2 (April–June)' },
          { value: '3', label: 'Q3 (July–September)' },
          { value: '4', label: 'Q4 (October–December)' },
        ],
      },
    ],
    columns: [
      text('tax', 'Tax'),
      text('code', 'Code'),
      text('paid_by', 'Paid by'),
      // A paycheck is on several taxes: the column has no sum.
      { key: 'paychecks', header: 'Paychecks', kind: 'int' },
      { key: 'wages', header: 'Taxable wages', kind: 'cents' },
      money('amount', 'Amount'),
    ],
    pdf: true,
  },
  {
    key: 'expenses_by_type',
    title: 'Expenses by type',
    description:
      'Expenses dated in a period and put forward (submitted, approved or rejected), summed by type.',
    ...period(),
    columns: [
      text('type', 'Type'),
      count('expenses', 'Expenses'),
      money('submitted', 'Waiting'),
      money('approved', 'Approved'),
      money('rejected', 'Rejected'),
      money('amount', 'Total'),
    ],
    chart: {
      title: 'Expenses by decision',
      description:
        'What was claimed in the period, summed by whether it waits, was approved or was rejected.',
      axis: ['Decision', 'Amount'],
      columns: ['submitted', 'approved', 'rejected'],
    },
  },
  {
    key: 'pto_balances',
    title: 'PTO balances',
    description:
      'Each worker’s paid time off under each rule today: earned, forfeited, used (approved requests), asked for and available.',
    params: z.strictObject({}),
    fields: [],
    columns: [
      text('worker', 'Worker'),
      text('rule', 'Rule'),
      { key: 'through', header: 'Accrued through', kind: 'date' },
      hoursColumn('accrued', 'Accrued'),
      hoursColumn('forfeited', 'Forfeited'),
      hoursColumn('used', 'Used'),
      hoursColumn('requested', 'Requested'),
      hoursColumn('available', 'Available'),
    ],
  },
  {
    key: 'commissions',
    title: 'Commissions',
    description:
      'Sales partners’ commissions on paid invoices, recorded in a period (reversals subtract), by sales partner.',
    ...period(),
    columns: [
      text('sales_partner', 'Sales partner'),
      count('entries', 'Entries'),
      money('margin', 'Margin'),
      money('amount', 'Commission'),
      money('paid', 'Paid out'),
      money('pending', 'Pending'),
    ],
  },
  {
    key: 'headcount_onboarding',
    title: 'Headcount and onboarding',
    description:
      'Per client, the assignments running on a day and whether their workers have finished onboarding.',
    ...onDay('On'),
    columns: [
      text('client', 'Client'),
      // A worker placed with two clients counts once in each: the column has no sum.
      { key: 'workers', header: 'Workers', kind: 'int' },
      count('assignments', 'Running assignments'),
      count('onboarded', 'Worker onboarded'),
      count('onboarding', 'Worker still onboarding'),
    ],
    chart: {
      title: 'Running assignments by onboarding',
      description: 'Assignments running on the day, by whether their worker finished onboarding.',
      axis: ['Onboarding', 'Assignments'],
      columns: ['onboarded', 'onboarding'],
    },
  },
] as const satisfies readonly ReportSpec[];

export const ReportKey = z.enum(REPORT_KEYS);
export type ReportKey = Key;

export const reportSpec = (key: ReportKey): ReportSpec => REPORTS.find((r) => r.key === key)!;
export const isReportKey = (key: string): key is ReportKey =>
  (REPORT_KEYS as readonly string[]).includes(key);
