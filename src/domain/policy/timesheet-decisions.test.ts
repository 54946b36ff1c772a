import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../../machines/timesheet/timesheet.fixtures';
import { canInputTime, decide, type TimesheetAction } from './timesheet-decisions';

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
  no_bill: ['admin', 'acmeOwner', 'acmeTimekeeper', 'selfcoOwner'],
  undo_no_bill: ['admin', 'acmeOwner', 'acmeTimekeeper', 'selfcoOwner'],
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
    expect(d.reason).toBe('Mark Paid is only for admins; you are a partner (Acme Staffing) without those settings.');
  });

  it('a partner with every self flag off but self timesheets on is a decider, and its people cannot input time', () => {
    const partner = { ...demoUsers.acmeOwner, partner: { ...demoUsers.acmeOwner.partner, self_time_sheets: true } };
    expect(decide('approve', partner).allowed).toBe(true);
    expect(canInputTime(partner)).toBe(false);
    const contractor = { ...demoUsers.contractor, contractor: { ...demoUsers.contractor.contractor, partner: partner.partner } };
    expect(canInputTime(contractor)).toBe(false);
    expect(canInputTime(demoUsers.contractor)).toBe(true);
  });
});
