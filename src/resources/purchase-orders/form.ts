import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { canEditClientRecords } from '../../domain/policy/org-data';
import { defineForm } from '../../domain/resources/form';

/** Under $100 billion: any real order, and exact in a JavaScript number. */
export const MAX_PURCHASE_ORDER_CENTS = 10_000_000_000_000;
export const END_BEFORE_START = 'End date must be on or after the start date';

/** New and Edit of /purchase_orders: POST and PATCH `/v2/purchase_orders`; a number is unique per client. */
export const purchaseOrdersForm = defineForm({
  input: z.object({
    client_id: z.uuid('Choose a client'),
    number: z.string().trim().min(1, 'Number is required').max(40, 'At most 40 characters'),
    amount_cents: z
      .number('Amount is required')
      .int('Enter the amount in whole cents')
      .min(1, 'Amount must be more than zero')
      .max(MAX_PURCHASE_ORDER_CENTS, 'Amount is too large'),
    start_date: IsoDate,
    end_date: IsoDate.nullable().optional(),
  }),
  fields: [
    {
      name: 'client_id',
      label: 'Client',
      kind: 'reference',
      apiPath: '/clients',
      sort: 'entity_name',
      labelField: 'entity_name',
      required: true,
      only: 'create',
    },
    {
      name: 'number',
      label: 'Number',
      kind: 'text',
      required: true,
      maxLength: 40,
      hint: 'Unique within the client',
    },
    {
      name: 'amount_cents',
      label: 'Amount',
      kind: 'money',
      required: true,
      hint: 'In dollars, e.g. 12500.00',
    },
    { name: 'start_date', label: 'Start date', kind: 'date', required: true },
    { name: 'end_date', label: 'End date', kind: 'date' },
  ],
  may: { create: canEditClientRecords, update: canEditClientRecords },
  check: (input): Record<string, string> =>
    typeof input.start_date === 'string' &&
    typeof input.end_date === 'string' &&
    input.end_date < input.start_date
      ? { end_date: END_BEFORE_START }
      : {},
});
