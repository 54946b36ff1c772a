import { expect, it } from 'vitest';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { canDecideTimeOff, canKeepPtoRules, canRequestTimeOff, timeOffAwaiting } from './policy';

const who = (p: (u: (typeof demoUsers)[string]) => boolean) =>
  Object.keys(demoUsers).filter((email) => p(demoUsers[email]!));

it('PTO rules are kept by admins and partner staff with sensitive access; time off is decided by them and by timesheet deciders other than clients', () => {
  const staff = ['admin@demo.test', 'owner@acme.test', 'finance@acme.test', 'owner@selfco.test'];
  expect(who(canKeepPtoRules)).toEqual(staff);
  // EORs decide timesheets, so time off too (their scope holds no partner's requests).
  expect(who(canDecideTimeOff)).toEqual([...staff, 'eor@demo.test']);
  expect(who(canRequestTimeOff)).toEqual([
    ...staff,
    'eor@demo.test',
    'contractor@demo.test',
    'ic@demo.test',
    'newhire@demo.test',
  ]);
  expect(timeOffAwaiting(demoUsers['owner@acme.test']!)).toEqual({ status: 'requested' });
  expect(timeOffAwaiting(demoUsers['client@globex.test']!)).toBeNull();
});
