import { z } from 'zod';
import { invoiceDefinition, type InvoiceEventType } from '../../resources/invoices/chart';
import { invoiceTypes } from '../../domain/billing/vocabulary';
import { IsoDate } from '../../domain/contracts/calendar';
import { InvoiceStatus } from '../../resources/invoices/contract';
import type { EventStream } from '../events/payloads';
import { transitionPayload } from '../kit/workflow/payloads';

const step = transitionPayload(z.strictObject({ status: InvoiceStatus }));
const cents = z.number().int();
const reason = z.string().min(1);

/** What each invoice event records; the store refuses any other payload. */
export const invoicePayloads = {
  /** A draft from "Generate invoices", or a credit note issued (paid at once) against another invoice. */
  'invoice.generated': z.strictObject({
    id: z.uuid(),
    client_id: z.uuid(),
    partner_id: z.uuid().nullable(),
    eor_id: z.uuid().nullable(),
    issuer_key: z.string(),
    status: InvoiceStatus,
    number: z.number().int().nullable(),
    invoice_type: z.enum(invoiceTypes),
    credited_invoice_id: z.uuid().nullable(),
    invoice_run_id: z.uuid().nullable(),
    payer: z.string(),
    purchase_order_id: z.uuid().nullable(),
    period_start: IsoDate,
    period_end: IsoDate,
    created_date: IsoDate,
    payment_terms_net_days: z.number().int(),
    due_date: IsoDate.nullable(),
    total_bill_cents: cents,
    total_pay_cents: cents,
    total_sales_tax_cents: cents,
    total_due_cents: cents,
    allocated_cents: cents,
  }),
  'invoice.send': step.extend({ number: z.number().int().positive(), due_date: IsoDate }),
  'invoice.void': step.extend({ reason }),
  'invoice.credit': step.extend({ reason, credit_note_id: z.uuid(), cents }),
  'invoice.allocate': step.extend({ cents, allocation_id: z.string().optional() }),
  'invoice.unallocate': step.extend({ cents, allocation_id: z.string().optional() }),
} satisfies Record<InvoiceEventType | 'invoice.generated', z.ZodType<Record<string, unknown>>>;

export const invoiceEvents: EventStream = {
  type: invoiceDefinition.name,
  payloads: invoicePayloads,
};
