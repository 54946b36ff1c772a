import { z } from 'zod';
import { canSeeBills, canSeeTransactions } from '../../domain/billing/access';
import { ActionTexts, workflowContracts } from '../../domain/contracts/workflow';
import { canEditTransactions } from '../../domain/policy/capabilities';
import { defineResource } from '../../domain/resources/define';
import type { ActionMeta } from '../../domain/workflow/action-meta';
import {
  itemKinds,
  transactionKinds,
  transactionSources,
  transactionStatuses,
} from '../../domain/billing/vocabulary';
import { transactionItemsQuery, transactionsQuery } from './query';

export const transactionActions = ['hold', 'release'] as const;
export type TransactionAction = (typeof transactionActions)[number];

const EDITORS = 'employers (admins and self-employer partners)';

/** Spec §6 "Transactions are visible and editable by employers": holding one back and releasing it. */
export const transactionActionMeta: Readonly<Record<TransactionAction, ActionMeta>> = {
  hold: { label: 'Hold', tone: 'danger', needs: 'reason', may: canEditTransactions, who: EDITORS },
  release: {
    label: 'Release',
    tone: 'primary',
    confirm: true,
    may: canEditTransactions,
    who: EDITORS,
  },
};

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

export { canSeeBills, canSeeTransactions };

const money = { header: 'amount_cents', value: (t: { amount_cents: number }) => t.amount_cents };

export const transactionsResource = defineResource({
  name: 'transactions',
  apiPath: '/transactions',
  specPaths: ['/transactions', '/transactions/{id}'],
  labels: { singular: 'Transaction', plural: 'Transactions' },
  item: Transaction,
  query: transactionsQuery,
  csv: [
    { header: 'id', value: (t) => t.id },
    { header: 'kind', value: (t) => t.kind },
    { header: 'status', value: (t) => t.status },
    { header: 'date', value: (t) => t.date },
    { header: 'client', value: (t) => t.client_name },
    { header: 'contractor', value: (t) => t.contractor_name },
    { header: 'source_type', value: (t) => t.source_type },
    { header: 'description', value: (t) => t.description },
    money,
    { header: 'invoice_id', value: (t) => t.invoice_id },
  ],
  actions: {},
});

/** The same rows at /bills: pay transactions only (what the agency owes). */
export const billsResource = defineResource({
  ...transactionsResource,
  name: 'bills',
  apiPath: '/bills',
  specPaths: ['/bills'],
  labels: {
    singular: 'Bill',
    plural: 'Bills',
    caption: 'Bills: what the agency owes',
  },
});

export const transactionItemsResource = defineResource({
  name: 'transaction_items',
  apiPath: '/transaction_items',
  specPaths: ['/transaction_items'],
  labels: {
    singular: 'Transaction item',
    plural: 'Transaction items',
    title: 'Transaction Items',
    count: ['item', 'items'],
  },
  item: TransactionItem,
  query: transactionItemsQuery,
  csv: [
    { header: 'id', value: (i) => i.id },
    { header: 'transaction_id', value: (i) => i.transaction_id },
    { header: 'transaction_kind', value: (i) => i.transaction_kind },
    { header: 'date', value: (i) => i.date },
    { header: 'kind', value: (i) => i.kind },
    { header: 'hours_hundredths', value: (i) => i.hours_hundredths },
    { header: 'rate_cents', value: (i) => i.rate_cents },
    money,
  ],
  actions: {},
});
