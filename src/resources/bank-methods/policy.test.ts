import { describe, expect, it } from 'vitest';
import { canManageBankMethods, canManagePaymentMethods, canManagePayoutMethods } from './policy';
import { demoUsers, makeUser } from '../../domain/policy/demo-users.fixture';

/** Spec §2 Profile group, worked out by hand for each demo account. */
const expected: Record<string, { payout: boolean; payment: boolean }> = {
  'admin@demo.test': { payout: false, payment: false },
  'owner@acme.test': { payout: true, payment: true },
  'recruiter@acme.test': { payout: false, payment: false },
  'finance@acme.test': { payout: false, payment: false },
  'timekeeper@acme.test': { payout: false, payment: false },
  'owner@selfco.test': { payout: true, payment: true },
  'sales@demo.test': { payout: true, payment: false },
  'eor@demo.test': { payout: true, payment: true },
  'client@globex.test': { payout: false, payment: true },
  'approver@globex.test': { payout: false, payment: false },
  'contractor@demo.test': { payout: false, payment: false },
  'ic@demo.test': { payout: false, payment: false },
  'newhire@demo.test': { payout: false, payment: false },
};

describe('who manages bank methods', () => {
  it.each(Object.entries(expected))('%s', (email, want) => {
    const user = demoUsers[email];
    if (!user) throw new Error(`no demo user ${email}`);
    expect({
      payout: canManagePayoutMethods(user),
      payment: canManagePaymentMethods(user),
    }).toEqual(want);
    expect({
      payout: canManageBankMethods(user, 'payout'),
      payment: canManageBankMethods(user, 'payment'),
    }).toEqual(want);
  });

  it('needs the owner role: a partner manager has sensitive access but is not the owner', () => {
    const manager = makeUser('partner', 'manager');
    expect(canManagePayoutMethods(manager)).toBe(false);
    expect(canManagePaymentMethods(manager)).toBe(false);
  });

  it('a client owner pays but is never paid out; a sales partner owner is paid out but never pays', () => {
    expect(canManagePayoutMethods(makeUser('client', 'owner'))).toBe(false);
    expect(canManagePaymentMethods(makeUser('sales_partner', 'owner'))).toBe(false);
  });

  it("direct deposit is a contractor's own account: only contractors keep one", () => {
    for (const [email, user] of Object.entries(demoUsers))
      expect(canManageBankMethods(user, 'direct_deposit'), email).toBe(
        user.user_type === 'contractor',
      );
  });
});
