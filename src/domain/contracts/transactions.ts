import { z } from 'zod';
import { transactionActions } from '../policy/transactions';
import { ActionTexts, workflowContracts } from './workflow';
import {
  itemKinds,
  transactionKinds,
  transactionSources,
  transactionStatuses,
} from '../billing/vocabulary';

const cents = z.number().int();

export const TransactionItem = z.object({
  id: z.string(),
  transaction_id: z.string(),
  position: z.number().int(),
  kind: z.enum(itemKinds),
  description: z.string(),
  hours_hundredths: z.number().int().nullable(),
  rate_cents: z.number().int().nullable(),
  amount_cents: cents,
  /** Of the transaction, for lists of items. */
  transaction_kind: z.enum(transactionKinds),
  date: z.string(),
  client_id: z.string(),
  partner_id: z.string().nullable(),
  eor_id: z.string().nullable(),
  contractor_id: z.string().nullable(),
});
export type TransactionItem = z.infer<typeof TransactionItem>;

/** A pay or bill transaction (spec §4 statuses complete, hold, approved), money in integer cents. */
export const Transaction = z.object({
  id: z.string(),
  kind: z.enum(transactionKinds),
  source_type: z.enum(transactionSources),
  source_id: z.string(),
  status: z.enum(transactionStatuses),
  client_id: z.string(),
  client_name: z.string(),
  contractor_id: z.string().nullable(),
  contractor_name: z.string().nullable(),
  partner_id: z.string().nullable(),
  eor_id: z.string().nullable(),
  assignment_id: z.string().nullable(),
  purchase_order_id: z.string().nullable(),
  date: z.string(),
  state: z.string().nullable(),
  description: z.string(),
  amount_cents: cents,
  invoice_id: z.string().nullable(),
  /** Why an employer held it; null when not held by hand. */
  hold_reason: z.string().nullable(),
  created_at: z.string(),
});
export type Transaction = z.infer<typeof Transaction>;

const { ActionAvailability } = workflowContracts(transactionActions);
export const TransactionDetail = z.object({
  transaction: Transaction,
  actions: z.array(ActionAvailability),
});
export type TransactionDetail = z.infer<typeof TransactionDetail>;
/** A transaction action's body: the reason a hold needs. */
export const TransactionActionBody = ActionTexts;
