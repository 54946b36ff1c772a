import { expect, it } from 'vitest';
import { timesheetEvents } from '../../../resources/timesheets/server';
import { historySchema } from './contracts';

const state = { status: 'submitted', billing: 'billable', paid: false };
const entry = (type: string, payload: Record<string, unknown>) => ({
  id: 1,
  version: 2,
  type,
  from: 'submitted',
  to: 'rejected',
  actor_user_id: null,
  actor_name: null,
  actor_role: 'client',
  ip: null,
  user_agent: null,
  location: null,
  payload,
  occurred_at: '2026-11-20T15:00:00.000Z',
});

it('types each history entry by its event: a rejection carries its reason, an approval none', () => {
  const history = historySchema(timesheetEvents);
  const rejected = {
    from: state,
    to: { ...state, status: 'rejected' },
    actor_email: 'client@globex.test',
  };
  expect(
    history.safeParse({ data: [entry('timesheet.reject', { ...rejected, reason: 'Wrong day' })] })
      .success,
  ).toBe(true);
  expect(history.safeParse({ data: [entry('timesheet.reject', rejected)] }).success).toBe(false);
  expect(
    history.safeParse({ data: [entry('timesheet.approve', { ...rejected, reason: 'Wrong day' })] })
      .success,
  ).toBe(false);
  expect(history.safeParse({ data: [entry('timesheet.teleport', rejected)] }).success).toBe(false);
});
