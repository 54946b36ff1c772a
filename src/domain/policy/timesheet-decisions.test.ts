import { describe, expect, it } from 'vitest';
import { demoUsers } from './demo-users.fixture';
import { canRequestApproval, decide, timesheetActions } from './timesheet-decisions';

/** Who may have an approval link mailed, per demo account of the README. */
const requestsApproval: Record<string, boolean> = {
  'admin@demo.test': true,
  'owner@acme.test': true,
  'recruiter@acme.test': false,
  'finance@acme.test': true,
  'timekeeper@acme.test': false,
  'owner@selfco.test': true,
  'sales@demo.test': false,
  'eor@demo.test': true,
  'client@globex.test': false,
  'approver@globex.test': false,
  'contractor@demo.test': false,
  'ic@demo.test': false,
  'newhire@demo.test': false,
};

describe('canRequestApproval', () => {
  it('covers every demo account', () => {
    expect(Object.keys(requestsApproval).sort()).toEqual(Object.keys(demoUsers).sort());
  });

  it.each(Object.entries(requestsApproval))('%s → %s', (email, expected) => {
    const user = demoUsers[email];
    if (!user) throw new Error(`no demo user ${email}`);
    expect(canRequestApproval(user)).toBe(expected);
  });
});

describe('a sales partner', () => {
  it('reads its referred partners’ timesheets but takes no timesheet action (spec §6 names it nowhere)', () => {
    const sales = demoUsers['sales@demo.test'];
    if (!sales) throw new Error('no demo sales partner');
    expect(timesheetActions.filter((a) => decide(a, sales).allowed)).toEqual([]);
  });
});
