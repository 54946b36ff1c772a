import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/contracts/user';
import {
  canInputTime,
  decide,
  type TimesheetAction,
} from '../../domain/policy/timesheet-decisions';
import { acme, demoUsers } from './chart.fixtures';

type Who = keyof typeof demoUsers;
const everyone = Object.keys(demoUsers) as Who[];

/** Spec §6, written out per demo account. */
const allowed: Record<Exclude<TimesheetAction, 'submit' | 'delete'>, Who[]> = {
  approve: ['admin', 'selfcoOwner', 'eor', 'client'],
  approve_with_evidence: ['admin', 'selfcoOwner', 'eor', 'client'],
  unsign: ['admin', 'selfcoOwner', 'eor', 'client'],
  sign: ['admin', 'selfcoOwner', 'eor', 'client'],
  reject: ['admin', 'selfcoOwner', 'eor', 'client'],
  unapprove: ['admin', 'selfcoOwner', 'eor', 'client', 'acmeOwner', 'acmeTimekeeper'],
  paid: ['admin'],
  unpaid: ['admin'],
  no_bill: ['admin', 'eor', 'acmeOwner', 'acmeTimekeeper', 'selfcoOwner'],
  undo_no_bill: ['admin', 'eor', 'acmeOwner', 'acmeTimekeeper', 'selfcoOwner'],
  unreject: ['admin', 'eor', 'client', 'selfcoOwner'],
};

describe('timesheet decisions (spec §6)', () => {
  for (const [action, who] of Object.entries(allowed) as [TimesheetAction, Who[]][]) {
    it(`${action}: exactly ${who.join(', ')}`, () => {
      const got = everyone.filter((w) => decide(action, demoUsers[w]).allowed);
      expect(got.sort()).toEqual([...who].sort());
    });
  }

  it('explains a refusal with who could', () => {
    const d = decide('paid', demoUsers.acmeOwner);
    expect(d).toMatchObject({ allowed: false, who: 'admins' });
    expect(d.reason).toBe(
      'Mark Paid is only for admins; you are a partner (Acme Staffing) without those settings.',
    );
  });

  it('a partner with every self flag off but self timesheets on is a decider, and its people cannot input time', () => {
    const selfTimesheets = { ...acme, self_time_sheets: true };
    const partner: User = { ...demoUsers.acmeOwner, partner: selfTimesheets };
    expect(decide('approve', partner).allowed).toBe(true);
    expect(canInputTime(partner)).toBe(false);
    const contractor: User = {
      ...demoUsers.contractor,
      contractor: {
        id: 'k',
        corp_to_corp: false,
        requires_w2_onboard: true,
        partner: selfTimesheets,
      },
    };
    expect(canInputTime(contractor)).toBe(false);
    expect(canInputTime(demoUsers.contractor)).toBe(true);
  });
});
