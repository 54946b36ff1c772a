import type { BankMethodKind } from '../../../domain/policy/bank-methods';

/** The words each page uses for its kind of bank method. */
export const bankMethodLabels = (kind: BankMethodKind) =>
  kind === 'payout'
    ? { title: 'Payout Methods', one: 'payout method', many: 'payout methods', purpose: 'Where your earnings are paid.' }
    : { title: 'Payment Methods', one: 'payment method', many: 'payment methods', purpose: 'The accounts your invoices are paid from.' };
