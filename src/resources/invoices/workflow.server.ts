import { ActionTexts } from '../../domain/contracts/workflow';
import { invoiceAlongside, invoiceRecordsAlso } from '../../server/billing/invoice-effects';
import { invoiceEvents } from '../../server/billing/invoice-events';
import { projectInvoice } from '../../server/billing/invoice-projection';
import { invoices } from '../../server/db/schema';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import { allocationDetails } from './allocation-details.server';
import { invoiceDefinition } from './chart';
import { canSeeInvoices, InvoiceDetail } from './contract';
import { invoiceDetailDto, invoiceDetailRows, type InvoiceDetailJoined } from './queries';

const invoiceFacts = (r: InvoiceDetailJoined, i: InvoiceDetailJoined['i']) => ({
  lineCount: r.line_count,
  totalDueCents: i.total_due_cents,
  allocatedCents: i.allocated_cents,
  remainingCents: i.remaining_cents,
});

/** The invoice lifecycle on the server: the shared chart plus its table, DTO, reducer and payloads. */
export const invoiceServer = defineWorkflowServer({
  definition: invoiceDefinition,
  apiPath: '/invoices',
  itemKey: 'invoice',
  item: InvoiceDetail,
  actionBody: ActionTexts,
  rows: invoiceDetailRows,
  id: invoices.id,
  scope: {
    partner_id: invoices.partner_id,
    eor_id: invoices.eor_id,
    client_id: invoices.client_id,
  },
  access: { allowed: canSeeInvoices, message: 'You are not allowed to see invoices' },
  toDto: invoiceDetailDto,
  row: (r: InvoiceDetailJoined) => r.i,
  storedOf: (i) => ({ status: i.status }),
  facts: (r) => invoiceFacts(r, r.i),
  // The amounts as they stood after each event (allocations move them); the lines as they are today.
  factsAt: invoiceFacts,
  table: invoices,
  reduce: projectInvoice,
  events: invoiceEvents,
  recordsAlso: (tx, action, r, origin, input, deliverTo) =>
    invoiceRecordsAlso(tx, action, r.i, origin, input.reason ?? '', deliverTo),
  alongside: invoiceAlongside,
  // Each one bills, unbills or credits a client: a replay must not number or credit twice.
  moneyActions: ['send', 'void', 'credit'],
  stepDetails: allocationDetails,
});
