import type { ProjectedEvent } from '../../server/kit/workflow/server';
import type { ExpenseStored } from './chart';
import type { expenses } from './table';

export type ExpenseRow = typeof expenses.$inferSelect;

const FIELDS = [
  'type',
  'amount_cents',
  'date',
  'category',
  'description',
  'business_purpose',
  'acceptance_chance',
  'billable',
] as const;

function pickFields(payload: Record<string, unknown>): Partial<ExpenseRow> {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) if (f in payload) out[f] = payload[f];
  return out as Partial<ExpenseRow>;
}

/**
 * The one reducer of expense events: the live path computes the next row with it, and a rebuild
 * folds it over the stream, so both produce the same table.
 */
export function projectExpense(row: ExpenseRow | null, e: ProjectedEvent): ExpenseRow {
  const at = e.occurred_at;
  if (e.type === 'expense.created') {
    const p = e.payload as Pick<
      ExpenseRow,
      'id' | 'assignment_id' | 'contractor_id' | 'client_id' | 'partner_id' | 'eor_id'
    >;
    return {
      id: p.id,
      assignment_id: p.assignment_id,
      contractor_id: p.contractor_id,
      client_id: p.client_id,
      partner_id: p.partner_id,
      eor_id: p.eor_id,
      type: 'reimbursement',
      amount_cents: 0,
      date: '',
      category: null,
      description: null,
      business_purpose: null,
      acceptance_chance: null,
      billable: true,
      ...pickFields(e.payload),
      reviewed: false,
      status: 'draft',
      billed: false,
      paid: false,
      submitted_at: null,
      approved_at: null,
      approval_email: null,
      rejection_reason: null,
      rejected_at: null,
      billed_at: null,
      paid_at: null,
      entered_by_user_id: e.actor_user_id,
      version: e.version,
      created_at: at,
      updated_at: at,
    };
  }
  if (!row) throw new Error(`${e.type} before expense.created`);
  const to = e.payload.to as ExpenseStored | undefined;
  const next: ExpenseRow = { ...row, version: e.version, updated_at: at, ...(to ?? {}) };
  switch (e.type) {
    case 'expense.edit':
      return { ...next, ...pickFields(e.payload) };
    case 'expense.submit':
      return { ...next, submitted_at: at, rejection_reason: null, rejected_at: null };
    case 'expense.review':
      return { ...next, reviewed: true };
    case 'expense.approve':
      return {
        ...next,
        approved_at: at,
        approval_email: (e.payload.actor_email as string | null | undefined) ?? null,
      };
    case 'expense.reject':
      return {
        ...next,
        rejection_reason: (e.payload.reason as string | undefined) ?? null,
        rejected_at: at,
      };
    case 'expense.unapprove':
      return { ...next, approved_at: null, approval_email: null };
    case 'expense.markBilled':
      return { ...next, billed: true, billed_at: at };
    case 'expense.unmarkBilled':
      return { ...next, billed: false, billed_at: null };
    case 'expense.markPaid':
      return { ...next, paid: true, paid_at: at };
    default:
      return next;
  }
}
