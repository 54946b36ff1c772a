import { expect, it } from 'vitest';
import { timesheetDefinition } from './definition';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { bulkActionsOf } from '../../domain/workflow/action-meta';
import { listBulkActions } from './bulk-actions';

const of = (email: string) =>
  bulkActionsOf(timesheetDefinition.actions, demoUsers[email] ?? null, listBulkActions);

it('offers in bulk only the actions spec §6 lets the user ever take, never submit', () => {
  expect(of('contractor@demo.test')).toEqual(['delete']);
  expect(of('admin@demo.test')).toEqual(
    expect.arrayContaining(['approve', 'paid', 'unpaid', 'no_bill', 'delete']),
  );
  expect(of('admin@demo.test')).not.toContain('submit');
  expect(of('client@globex.test')).toEqual(
    expect.arrayContaining(['approve', 'sign', 'reject', 'unreject']),
  );
  expect(of('client@globex.test')).not.toContain('paid');
  expect(of('recruiter@acme.test')).not.toContain('approve');
});
