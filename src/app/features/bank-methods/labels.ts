import type { BankMethodKind } from '../../../domain/policy/bank-methods';

/** The words each page uses for its kind of bank method. */
const LABELS: Record<BankMethodKind, { title: string; one: string; many: string; purpose: string }> = {
  payout: { title: 'Payout Methods', one: 'payout method', many: 'payout methods', purpose: 'Where your earnings are paid.' },
  payment: { title: 'Payment Methods', one: 'payment method', many: 'payment methods', purpose: 'The accounts your invoices are paid from.' },
  direct_deposit: { title: 'Direct Deposit', one: 'bank account', many: 'bank accounts', purpose: 'The account your pay is deposited into. The default account receives it.' },
};

export const bankMethodLabels = (kind: BankMethodKind) => LABELS[kind];
