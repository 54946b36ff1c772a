import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import { canRecordPayments } from './policy';
import { defineForm } from '../../domain/resources/form';

/**
 * "Record a payment" at `/payments/new`: money a client sent outside /pay (a wire, a cheque) as
 * POST /v2/payments. An admin's is received at once and opens ready to allocate; anyone else's
 * waits for an admin's Mark received. Spec §6: "Payments created by employers or self-funded
 * partners; edited by admin", so it is never edited here, only through its actions.
 */
export const recordPaymentForm = defineForm({
  input: z.object({
    client_id: z.uuid('Choose the client who paid'),
    amount_cents: z
      .number('Enter an amount such as 1250.00')
      .int('Enter whole cents')
      .min(1, 'The amount must be above zero')
      .max(100_000_000_00, 'At most 100,000,000.00'),
    received_date: IsoDate,
    reference: z.string().trim().max(200, 'At most 200 characters').nullable().optional(),
  }),
  fields: [
    {
      name: 'client_id',
      label: 'Payer',
      kind: 'reference',
      apiPath: '/clients',
      sort: 'entity_name',
      labelField: 'entity_name',
      required: true,
    },
    { name: 'amount_cents', label: 'Amount', kind: 'money', required: true },
    { name: 'received_date', label: 'Received on', kind: 'date', required: true },
    {
      name: 'reference',
      label: 'Reference',
      kind: 'text',
      maxLength: 200,
      hint: 'As the bank shows it; invoice numbers in it are suggested first when allocating',
    },
  ],
  may: { create: canRecordPayments, update: () => false },
});
