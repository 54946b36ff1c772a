import { describe, expect, it } from 'vitest';
import { adjustmentDefinition, subjectOfAdjustment } from '../../../resources/adjustments/chart';
import type { AdjustmentDetail } from '../../../resources/adjustments/contract';
import { demoUsers } from '../../../domain/policy/demo-users.fixture';
import { adjustmentEdit } from '../../../resources/adjustments/pages';
import { expenseDefinition, subjectOfExpense } from '../../../resources/expenses/chart';
import type { ExpenseDetail } from '../../../resources/expenses/contract';
import { expenseEdit } from '../../../resources/expenses/pages';
import { editHrefOf } from './workflow-edit';

const user = (email: string) => demoUsers[email]!;

/** The Edit button of the expense and adjustment pages follows their charts' edit event, not a status list. */
describe('the Edit link of a workflow detail page', () => {
  const expense = (status: ExpenseDetail['expense']['status']) =>
    ({
      expense: {
        id: 'e1',
        status,
        type: 'mileage',
        billable: false,
        reviewed: false,
        billed: false,
        on_invoice: false,
        paid: false,
        receipt_count: 0,
      },
    }) as unknown as ExpenseDetail;
  const expenseHref = (email: string) =>
    editHrefOf(
      expenseDefinition,
      (d: ExpenseDetail) => subjectOfExpense(d.expense),
      expenseEdit,
      user(email),
    );

  it('opens the form on a draft or rejected expense for who enters expenses', () => {
    expect(expenseHref('contractor@demo.test')(expense('draft'))).toBe('/expenses/new?id=e1');
    expect(expenseHref('contractor@demo.test')(expense('rejected'))).toBe('/expenses/new?id=e1');
    expect(expenseHref('owner@acme.test')(expense('draft'))).toBe('/expenses/new?id=e1');
  });

  it('offers none once an expense is submitted or approved, nor to a client who only decides', () => {
    expect(expenseHref('contractor@demo.test')(expense('submitted'))).toBeNull();
    expect(expenseHref('contractor@demo.test')(expense('approved'))).toBeNull();
    expect(expenseHref('client@globex.test')(expense('draft'))).toBeNull();
  });

  const adjustment = (status: AdjustmentDetail['adjustment']['status']) =>
    ({
      adjustment: { id: 'a1', status, direction: 'bill', on_invoice: false },
    }) as unknown as AdjustmentDetail;
  const adjustmentHref = (email: string) =>
    editHrefOf(
      adjustmentDefinition,
      (d: AdjustmentDetail) => subjectOfAdjustment(d.adjustment),
      adjustmentEdit,
      user(email),
    );

  it('opens the form on a pending adjustment for who adds adjustments, and on nothing else', () => {
    expect(adjustmentHref('admin@demo.test')(adjustment('pending'))).toBe('/adjustments/new?id=a1');
    expect(adjustmentHref('admin@demo.test')(adjustment('approved'))).toBeNull();
    expect(adjustmentHref('admin@demo.test')(adjustment('reversed'))).toBeNull();
    expect(adjustmentHref('contractor@demo.test')(adjustment('pending'))).toBeNull();
  });
});
