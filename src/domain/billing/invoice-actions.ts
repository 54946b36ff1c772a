import { canEditInvoices } from '../policy/capabilities';
import type { ActionMeta } from '../workflow/action-meta';

/** What a user may do to an invoice (spec §4 lifecycle); allocation is the payments' own, not a button. */
export const invoiceActions = ['send', 'void', 'credit'] as const;
export type InvoiceAction = (typeof invoiceActions)[number];

const EMPLOYERS = 'employers (admins or self-employer partners)';

/** Spec §6: invoices are editable by employers. */
export const invoiceActionMeta: Record<InvoiceAction, ActionMeta> = {
  send: { label: 'Send', may: canEditInvoices, who: EMPLOYERS, tone: 'primary', confirm: true },
  void: { label: 'Void', may: canEditInvoices, who: EMPLOYERS, tone: 'danger', needs: 'reason' },
  credit: {
    label: 'Credit note',
    may: canEditInvoices,
    who: EMPLOYERS,
    tone: 'danger',
    needs: 'reason',
  },
};
