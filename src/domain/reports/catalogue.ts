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

const range = z
  .strictObject({ from: IsoDate, to: IsoDate })
  .refine((p) => p.from <= p.to, { message: 'The start date must not be after the end date', path: ['to'] });
const rangeFields: ReportField[] = [
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
];
const money = (key: string, header: string): ReportColumn => ({ key, header, kind: 'cents', total: true });

export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;

/** Every report of the catalogue, in menu order. */
export const REPORTS = [
  {
    key: 'receivables_aging',
    title: 'Receivables aging',
    description: 'What each client still owes on sent invoices, by days past the due date on a day.',
    params: z.strictObject({ as_of: IsoDate }),
    fields: [{ name: 'as_of', label: 'As of', kind: 'date' }],
    columns: [
      { key: 'client', header: 'Client', kind: 'text' },
      money('current', 'Current'),
      money('days_1_30', '1–30 days'),
      money('days_31_60', '31–60 days'),
      money('days_61_90', '61–90 days'),
      money('days_over_90', '90+ days'),
      money('total', 'Total'),
    ],
    chart: {
      title: 'Owed by days past due',
      description: 'What clients still owe on sent invoices, summed by how many days past its due date each invoice is.',
      axis: ['Days past due', 'Owed'],
      columns: AGING_BUCKETS,
    },
    pdf: true,
  },
  {
    key: 'payroll_register',
    title: 'Payroll register',
    description: 'Every paycheck paid in a period: gross, employee and employer taxes, deductions and net.',
    params: range,
    fields: rangeFields,
    columns: [
      { key: 'pay_date', header: 'Pay date', kind: 'date' },
      { key: 'period', header: 'Pay period', kind: 'text' },
      { key: 'worker', header: 'Worker', kind: 'text' },
      { key: 'hours', header: 'Hours', kind: 'hundredths', total: true },
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
    params: range,
    fields: rangeFields,
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
    params: z
      .strictObject({ from: IsoDate, to: IsoDate, by: z.enum(['client', 'assignment', 'worker']) })
      .refine((p) => p.from <= p.to, { message: 'The start date must not be after the end date', path: ['to'] }),
    fields: [
      ...rangeFields,
      {
        name: 'by',
        label: 'By',
        kind: 'enum',
        options: [
          { value: 'client', label: 'Client' },
          { value: 'assignment', label: 'Assignment' },
          { value: 'worker', label: 'Worker' },
        ],
      },
    ],
    columns: [
      { key: 'name', header: 'Name', kind: 'text' },
      money('bill', 'Bill'),
      money('pay', 'Pay'),
      money('employer_taxes', 'Employer taxes'),
      money('margin', 'Margin'),
    ],
    chart: {
      title: 'Bill, pay and margin',
      description: 'The report’s totals: what was billed, what was paid, and the margin between them.',
      axis: ['Figure', 'Total'],
      columns: ['bill', 'pay', 'margin'],
    },
  },
  {
    key: 'hours',
    title: 'Hours',
    description: 'Hours worked in a period (submitted or later), by worker, client or week.',
    params: z
      .strictObject({ from: IsoDate, to: IsoDate, by: z.enum(['worker', 'client', 'week']) })
      .refine((p) => p.from <= p.to, { message: 'The start date must not be after the end date', path: ['to'] }),
    fields: [
      ...rangeFields,
      {
        name: 'by',
        label: 'By',
        kind: 'enum',
        options: [
          { value: 'worker', label: 'Worker' },
          { value: 'client', label: 'Client' },
          { value: 'week', label: 'Week' },
        ],
      },
    ],
    columns: [
      { key: 'name', header: 'Name', kind: 'text' },
      { key: 'timesheets', header: 'Timesheets', kind: 'int', total: true },
      { key: 'hours', header: 'Hours', kind: 'hundredths', total: true },
    ],
  },
] as const satisfies readonly ReportSpec[];



export const ReportKey = z.enum(REPORT_KEYS);
export type ReportKey = Key;

export const reportSpec = (key: ReportKey): ReportSpec => REPORTS.find((r) => r.key === key)!;
export const isReportKey = (key: string): key is ReportKey => (REPORT_KEYS as readonly string[]).includes(key);
