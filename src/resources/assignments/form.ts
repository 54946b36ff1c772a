import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import {
  canManageAssignments,
  canSetBillRates,
  canSetPayRates,
  isClient,
} from '../../domain/policy/capabilities';
import { usStates } from '../../domain/validation/regions';
import { defineForm, type FormField } from '../../domain/resources/form';

const Cents = z
  .number('Enter an amount such as 45.00')
  .int('Enter whole cents')
  .min(0, 'A rate cannot be negative')
  .max(100_000_00, 'At most 100,000.00 an hour');

/** The four kinds of hour an assignment prices: regular, overtime, double overtime, holiday. */
export const RATE_KINDS = [
  ['', 'Pay rate', 'Bill rate'],
  ['overtime_', 'Overtime pay rate', 'Overtime bill rate'],
  ['double_overtime_', 'Double overtime pay rate', 'Double overtime bill rate'],
  ['holiday_', 'Holiday pay rate', 'Holiday bill rate'],
] as const;

/** The bill rates' body keys: only the employer's owner, finance or manager and admins send them. */
export const BILL_RATE_KEYS = RATE_KINDS.map(([prefix]) => `${prefix}bill_rate_cents` as const);
/** The pay rates' body keys: never sent from the client's side. */
export const PAY_RATE_KEYS = RATE_KINDS.map(([prefix]) => `${prefix}pay_rate_cents` as const);

export const END_BEFORE_START = 'The end date must be on or after the start date';

/** Spec §3's one rule across an assignment's fields: it ends on or after the day it starts. */
export function assignmentIssues(a: Record<string, unknown>): Record<string, string> {
  const { start_date: start, end_date: end } = a;
  return typeof start === 'string' && typeof end === 'string' && end < start
    ? { end_date: END_BEFORE_START }
    : {};
}

/** What saving a rate change says of the approved work it left at its rates. */
export function rateChangeNotice(effectiveDate: string, unrepriced: number): string {
  const from = `Rates saved, effective from ${effectiveDate}.`;
  if (unrepriced === 0) return `${from} No approved, uninvoiced timesheet on or after that date.`;
  const items =
    unrepriced === 1
      ? '1 approved, uninvoiced timesheet'
      : `${unrepriced} approved, uninvoiced timesheets`;
  return `${from} ${items} on or after that date keep the rates they were approved at: re-price them with an adjustment.`;
}

const rateFields = (kind: 'pay' | 'bill'): FormField[] =>
  RATE_KINDS.map(([prefix, pay, bill]) => ({
    name: `${prefix}${kind}_rate_cents`,
    label: kind === 'pay' ? pay : bill,
    kind: 'money',
    hint: prefix === '' ? 'Per hour' : undefined,
    required: true,
    shownTo: kind === 'bill' ? canSetBillRates : canSetPayRates,
  }));

const stateOptions = Object.entries(usStates).map(([value, label]) => ({ value, label }));

/** `/create_assignment/{id?}`: POST and PATCH `/v2/assignments`. */
export const assignmentsForm = defineForm({
  input: z.object({
    contractor_id: z.uuid('Choose a contractor'),
    /** A client user's assignments are at its own company; everyone else names the client. */
    client_id: z.uuid('Choose a client').optional(),
    job_id: z.uuid('Choose a job'),
    start_date: IsoDate,
    end_date: IsoDate.nullable().optional(),
    /** Required of the employer's side; a client places unpriced, and the employer prices it. */
    pay_rate_cents: Cents.nullable().optional(),
    overtime_pay_rate_cents: Cents.nullable().optional(),
    double_overtime_pay_rate_cents: Cents.nullable().optional(),
    holiday_pay_rate_cents: Cents.nullable().optional(),
    bill_rate_cents: Cents.nullable().optional(),
    overtime_bill_rate_cents: Cents.nullable().optional(),
    double_overtime_bill_rate_cents: Cents.nullable().optional(),
    holiday_bill_rate_cents: Cents.nullable().optional(),
    /** The first work date changed rates price; empty or absent: today. */
    rates_effective_date: IsoDate.nullable().optional(),
    work_location: z.string().trim().max(200, 'At most 200 characters').nullable().optional(),
    state: z
      .enum(Object.keys(usStates) as [string, ...string[]], 'Choose a US state')
      .nullable()
      .optional(),
    allows_hours_only: z.boolean().optional(),
  }),
  fields: [
    {
      name: 'contractor_id',
      label: 'Contractor',
      kind: 'reference',
      apiPath: '/contractors',
      sort: 'name',
      labelField: 'name',
      required: true,
      only: 'create',
    },
    {
      name: 'client_id',
      label: 'Client',
      kind: 'reference',
      apiPath: '/clients',
      sort: 'entity_name',
      labelField: 'entity_name',
      required: true,
      only: 'create',
      shownTo: (user) => !isClient(user),
    },
    {
      name: 'job_id',
      label: 'Job',
      kind: 'reference',
      apiPath: '/jobs',
      sort: 'title',
      labelField: 'title',
      required: true,
    },
    { name: 'start_date', label: 'Start date', kind: 'date', required: true },
    { name: 'end_date', label: 'End date', kind: 'date', hint: 'Leave empty while open-ended' },
    ...rateFields('pay'),
    ...rateFields('bill'),
    {
      name: 'rates_effective_date',
      label: 'Rates effective from',
      kind: 'date',
      hint: 'Changed rates price work dated on or after this day that is not yet approved; empty is today',
      only: 'update',
      shownTo: canSetPayRates,
    },
    { name: 'work_location', label: 'Work location', kind: 'text', maxLength: 200 },
    { name: 'state', label: 'State', kind: 'select', options: () => stateOptions },
    {
      name: 'allows_hours_only',
      label: 'Hours-only entry',
      kind: 'checkbox',
      hint: 'The worker may enter a day as its hours instead of start and end times.',
    },
  ],
  may: { create: canManageAssignments, update: canManageAssignments },
  check: assignmentIssues,
  updated: z.object({
    /** Set when the edit changed rates: the first work date they price. */
    rates_effective_date: z.string().optional(),
    /** Approved timesheets dated on or after it, not yet invoiced, that keep the rates they were approved at. */
    unrepriced_approved_items: z.number().int().optional(),
    notice: z.string().optional(),
  }),
});
