import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { defineForm } from '../../domain/resources/form';
import { AdjustmentAmount } from './contract';
import { canWriteAdjustments } from './policy';
import {
  adjustmentDirections,
  adjustmentPayers,
  adjustmentTypes,
  type AdjustmentDirection,
  type AdjustmentPayer,
} from './query';

const PAYERS_BY_DIRECTION: Record<AdjustmentDirection, readonly AdjustmentPayer[]> = {
  bill: ['client'],
  pay: ['partner', 'contractor'],
};

/** The rule across an adjustment's fields: the payer fits the direction, and a bill names its client. */
export function adjustmentIssues(a: Record<string, unknown>): Record<string, string> {
  const direction = a.direction as AdjustmentDirection | undefined;
  const payer = a.payer as AdjustmentPayer | undefined;
  const issues: Record<string, string> = {};
  if (direction && payer && !PAYERS_BY_DIRECTION[direction]?.includes(payer))
    issues.payer =
      direction === 'bill'
        ? 'A bill adjustment is paid by the client'
        : 'A pay adjustment is paid by the partner or deducted from the contractor';
  if (direction === 'bill' && !a.client_id)
    issues.client_id = 'A bill adjustment names the client it is billed to';
  return issues;
}

const options =
  (
    values: readonly string[],
    label: (v: string) => string = (v) => v[0]!.toUpperCase() + v.slice(1),
  ) =>
  () =>
    values.map((value) => ({ value, label: label(value) }));

/** "New adjustment" at `/adjustments/new` (`?id=` edits a pending one): POST and PATCH `/v2/adjustments`. */
export const adjustmentsForm = defineForm({
  input: z.object({
    contractor_id: z.uuid('Choose a contractor'),
    client_id: z.uuid('Choose a client').nullable().optional(),
    assignment_id: z.uuid('Choose an assignment').nullable().optional(),
    direction: z.enum(adjustmentDirections, 'Choose pay or bill'),
    payer: z.enum(adjustmentPayers, 'Choose who pays'),
    type: z.enum(adjustmentTypes, 'Choose a type'),
    amount_cents: AdjustmentAmount,
    date: IsoDate,
    notes: z.string().trim().max(1000, 'At most 1000 characters').nullable().optional(),
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
      name: 'direction',
      label: 'Direction',
      kind: 'select',
      options: options(adjustmentDirections, (v) =>
        v === 'pay' ? 'Pay (to the worker)' : 'Bill (to the client)',
      ),
      required: true,
    },
    {
      name: 'payer',
      label: 'Payer',
      kind: 'select',
      options: options(adjustmentPayers),
      required: true,
      hint: 'Bill: the client. Pay: the partner, or the contractor for a deduction.',
    },
    {
      name: 'client_id',
      label: 'Client',
      kind: 'reference',
      apiPath: '/clients',
      sort: 'entity_name',
      labelField: 'entity_name',
      hint: 'Required for a bill adjustment',
    },
    {
      name: 'assignment_id',
      label: 'Assignment',
      kind: 'reference',
      apiPath: '/assignments',
      sort: 'job_title',
      labelField: 'job_title',
    },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      options: options(adjustmentTypes),
      required: true,
    },
    { name: 'amount_cents', label: 'Amount', kind: 'money', required: true },
    { name: 'date', label: 'Date', kind: 'date', required: true },
    { name: 'notes', label: 'Notes', kind: 'textarea', maxLength: 1000 },
  ],
  may: { create: canWriteAdjustments, update: canWriteAdjustments },
  check: adjustmentIssues,
});
