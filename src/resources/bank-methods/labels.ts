import type { BankMethodKind } from './policy';

const LABELS = {
  payout: {
    title: 'Payout Methods',
    one: 'payout method',
    many: 'payout methods',
    first: 'a bank account',
    purpose: 'Where your earnings are paid.',
  },
  payment: {
    title: 'Payment Methods',
    one: 'payment method',
    many: 'payment methods',
    first: 'a bank account',
    purpose: 'The accounts your invoices are paid from.',
  },
  pay_card: {
    title: 'Pay Card',
    one: 'pay card',
    many: 'pay cards',
    first: 'your card',
    purpose:
      'The pay card your wages are loaded to: its routing and account numbers are on the card’s direct deposit form.',
  },
  direct_deposit: {
    title: 'Direct Deposit',
    one: 'bank account',
    many: 'bank accounts',
    first: 'a bank account',
    purpose: 'The account your pay is deposited into. The default account receives it.',
  },
} as const;

/** The words each page uses for its kind of bank method. */
export const bankMethodLabels = (kind: BankMethodKind) => LABELS[kind];
