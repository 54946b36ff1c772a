import type { User } from '../../domain/contracts/user';
import { demoUsers as accounts } from '../../domain/policy/demo-users.fixture';
import { timesheetActions } from '../../domain/policy/timesheet-decisions';
import { eventForAction, type TimesheetEvent } from './chart';

export { acme, selfco } from '../../domain/policy/demo-users.fixture';

function account(email: string): User {
  const user = accounts[email];
  if (!user) throw new Error(`no demo account ${email}`);
  return user;
}

/** The README's demo accounts the chart tests act as, from the one shared fixture. */
export const demoUsers = {
  admin: account('admin@demo.test'),
  acmeOwner: account('owner@acme.test'),
  acmeTimekeeper: account('timekeeper@acme.test'),
  selfcoOwner: account('owner@selfco.test'),
  sales: account('sales@demo.test'),
  eor: account('eor@demo.test'),
  client: account('client@globex.test'),
  contractor: account('contractor@demo.test'),
  ic: account('ic@demo.test'),
} satisfies Record<string, User>;

/** Every event from every given user, with and without the texts some events need (negative cases). */
export function sampleEvents(users: User[]): TimesheetEvent[] {
  const out: TimesheetEvent[] = [];
  for (const user of users) {
    out.push({ type: 'timesheet.edit', user });
    for (const action of timesheetActions) {
      const type = eventForAction[action];
      out.push({ type, user } as TimesheetEvent);
      if (type === 'timesheet.reject') out.push({ type, user, reason: 'Wrong hours' });
      if (type === 'timesheet.approveWithEvidence')
        out.push({ type, user, evidence: 'Email from the site manager' });
    }
  }
  return out;
}
