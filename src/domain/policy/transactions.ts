import type { ActionMeta } from '../workflow/action-meta';
import { canEditTransactions } from './capabilities';

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
