import { z } from 'zod';
import { refusalReasons, resolveState } from '../../../machines/kit/workflow';
import {
  type PaymentEvent,
  paymentDefinition,
  type PaymentStored,
  type PaymentFacts,
} from './chart';
import { refusal } from '../../server/kit/workflow/refusal';
import { Payment } from './contract';
import { payments } from '../../server/db/schema';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import { paymentEvents } from './events.server';
import { projectPayment, type PaymentRow } from './projection';
import { paymentDto, paymentRows, paymentScope } from './queries';

export const paymentFacts = (r: PaymentRow): PaymentFacts => ({
  amountCents: r.amount_cents,
  allocatedCents: r.allocated_cents,
  hasBankMethod: r.bank_method_id !== null,
});

/** The payment lifecycle on the server: the shared definition plus its table, DTO, reducer and payloads. */
export const paymentServer = defineWorkflowServer({
  definition: paymentDefinition,
  apiPath: '/payments',
  itemKey: 'payment',
  item: Payment,
  // Payment actions carry no text.
  actionBody: z.object({}),
  rows: paymentRows,
  id: payments.id,
  scope: paymentScope,
  toDto: paymentDto,
  row: (r: PaymentRow) => r,
  storedOf: (r: PaymentRow): PaymentStored => ({ status: r.status as PaymentStored['status'] }),
  facts: paymentFacts,
  table: payments,
  reduce: projectPayment,
  events: paymentEvents,
  // A retry starts a new transfer; receiving and cancelling settle the payment's money.
  moneyActions: ['mark_received', 'retry', 'cancel'],
});

/**
 * A `transition` check for a payment event that names more than the action does (which allocation,
 * which invoice): refused as a 409 with the chart's reasons and the caller's words for what failed.
 */
export const chartAllows =
  (event: PaymentEvent, action: string, message: string) => (record: PaymentRow) => {
    const snapshot = resolveState(paymentServer.definition, {
      stored: paymentServer.storedOf(record),
      facts: paymentFacts(record),
    });
    if (!snapshot.can(event))
      throw refusal(
        {
          ok: false,
          code: 409,
          message,
          reasons: refusalReasons(paymentServer.definition, snapshot, event),
        },
        record.status,
        action,
      );
  };
