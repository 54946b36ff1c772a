import { expect, it } from 'vitest';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { canAddReceipt, canDecideExpenses, canEnterExpenses, canOpenExpenses } from './policy';

/** Per README demo account: opens /expenses, enters expenses, decides them. */
const expected: Record<string, [open: boolean, enter: boolean, decide: boolean]> = {
  'admin@demo.test': [true, true, true],
  'eor@demo.test': [true, true, true],
  'owner@acme.test': [true, true, false],
  'recruiter@acme.test': [true, true, false],
  'timekeeper@acme.test': [false, false, false],
  'owner@selfco.test': [true, true, true],
  'client@globex.test': [true, false, true],
  'sales@demo.test': [false, false, false],
  'contractor@demo.test': [true, true, false],
  'ic@demo.test': [false, false, false],
};

it.each(Object.entries(expected))(
  '%s: opens, enters, decides = %j',
  (email, [open, enter, decide]) => {
    const user = demoUsers[email]!;
    expect([canOpenExpenses(user), canEnterExpenses(user), canDecideExpenses(user)]).toEqual([
      open,
      enter,
      decide,
    ]);
  },
);

it('lets the contractor add receipts until a decision, employers always', () => {
  const connie = demoUsers['contractor@demo.test']!;
  expect(
    ['draft', 'submitted', 'rejected', 'approved'].map((s) => canAddReceipt(connie, s)),
  ).toEqual([true, true, true, false]);
  expect(canAddReceipt(demoUsers['admin@demo.test']!, 'approved')).toBe(true);
  expect(canAddReceipt(demoUsers['owner@selfco.test']!, 'approved')).toBe(true);
  expect(canAddReceipt(demoUsers['owner@acme.test']!, 'draft')).toBe(false);
});

it("keeps the list query's zod-free expense types equal to spec §3's", async () => {
  const { expenseTypes } = await import('../../domain/contracts/enums');
  const { expenseTypeValues } = await import('./query');
  expect([...expenseTypeValues]).toEqual([...expenseTypes]);
});
