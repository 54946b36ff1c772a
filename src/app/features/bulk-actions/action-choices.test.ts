import { expect, it } from 'vitest';
import { demoUsers } from '../../../domain/policy/demo-users.fixture';
import { bulkActionsFor } from './action-choices';

const of = (email: string) => bulkActionsFor(demoUsers[email] ?? null);

it('offers in bulk only the actions spec §6 lets the user ever take', () => {
  expect(of('contractor@demo.test')).toEqual(['delete']);
  expect(of('admin@demo.test')).toEqual(expect.arrayContaining(['approve', 'paid', 'unpaid', 'no_bill', 'delete']));
  expect(of('client@globex.test')).toEqual(expect.arrayContaining(['approve', 'sign', 'reject', 'unreject']));
  expect(of('client@globex.test')).not.toContain('paid');
  expect(of('recruiter@acme.test')).not.toContain('approve');
  expect(bulkActionsFor(null)).toEqual([]);
});
