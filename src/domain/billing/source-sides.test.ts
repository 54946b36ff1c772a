import { describe, expect, it } from 'vitest';
import { expenseSides, signedAdjustmentCents } from './source-sides';

describe('expense sides (docs/billing.md "Billing: transactions and invoices")', () => {
  it.each([
    ['reimbursement', true, { pay: true, bill: true }],
    ['reimbursement', false, { pay: true, bill: false }],
    ['reimbursement_taxable', false, { pay: true, bill: false }],
    ['stipend', false, { pay: true, bill: false }],
    ['bonus', true, { pay: true, bill: true }],
    ['commission', false, { pay: true, bill: false }],
    ['ic_expense', true, { pay: true, bill: true }],
    ['milestone', true, { pay: false, bill: true }],
    ['fixed', true, { pay: false, bill: true }],
    ['fixed', false, { pay: false, bill: false }],
  ] as const)('%s billable=%s → %o', (type, billable, sides) => {
    expect(expenseSides({ type, billable })).toEqual(sides);
  });
});

describe('signed adjustment amounts', () => {
  it.each([
    ['bonus', 'partner', 'pay', 5000, 5000],
    ['reimbursement', 'partner', 'pay', 1234, 1234],
    ['deduction', 'contractor', 'pay', 2500, -2500],
    ['correction', 'contractor', 'pay', 100, -100],
    ['correction', 'client', 'bill', 7501, 7501],
    ['deduction', 'client', 'bill', 7501, -7501],
  ] as const)('%s paid by %s on %s: %i → %i', (type, payer, direction, amount_cents, signed) => {
    expect(signedAdjustmentCents({ type, payer, direction, amount_cents })).toBe(signed);
  });
});
