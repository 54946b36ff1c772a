import { expect, it } from 'vitest';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import {
  adjustmentsAwaiting,
  canDecideAdjustments,
  canSeeAdjustments,
  canWriteAdjustments,
} from './policy';

const who = (p: (u: (typeof demoUsers)[string]) => boolean) =>
  Object.keys(demoUsers).filter((email) => p(demoUsers[email]!));

it('adjustments: seen with sensitive access by partners, EORs and admins; added by admin-like or self-funded/self-employer partners; decided by employers', () => {
  expect(who(canSeeAdjustments)).toEqual([
    'admin@demo.test',
    'owner@acme.test',
    'finance@acme.test',
    'owner@selfco.test',
    'eor@demo.test',
  ]);
  expect(who(canWriteAdjustments)).toEqual([
    'admin@demo.test',
    'owner@selfco.test',
    'eor@demo.test',
  ]);
  expect(who(canDecideAdjustments)).toEqual([
    'admin@demo.test',
    'owner@selfco.test',
    'eor@demo.test',
  ]);
  expect(adjustmentsAwaiting(demoUsers['admin@demo.test']!)).toEqual({ status: 'pending' });
  expect(adjustmentsAwaiting(demoUsers['owner@acme.test']!)).toBeNull();
});
