import { createTestModel } from '@xstate/graph';
import { createActor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { actionForEvent, type TimesheetEvent, timesheetWorkflow } from './chart';
import { storedStateOf, type TimesheetSnapshot } from './state';
import { sampleEvents } from './chart.fixtures';
import { entryDays } from '../../../tests/entry-days';
import { createHarness } from '../../../tests/server-harness';
import type { AssignmentList } from '../assignments/contract';
import type { TimesheetDetail } from './contract';
import type { User } from '../../domain/contracts/user';
import { decide } from '../../domain/policy/timesheet-decisions';

/**
 * Browser and server agree: every path the chart generates, with events from the demo roles of
 * one tenant, is replayed through the API and must end in the same state, refusing what the chart
 * refuses (403 for never-allowed users, 409 for not-now) and accepting what it accepts.
 */
const h = await createHarness();
afterAll(() => h.close());

const tokens = new Map<string, string>();
async function signIn(email: string): Promise<User> {
  const token = await h.login(email);
  tokens.set(email, token);
  const res = await h.app.inject({
    method: 'GET',
    url: '/v2/user',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json() as User;
}
const headers = (u: User) => ({ authorization: `Bearer ${tokens.get(u.email)}` });

async function send(e: TimesheetEvent, id: string) {
  if (e.type === 'timesheet.edit') {
    return h.app.inject({
      method: 'PATCH',
      url: `/v2/timesheets/${id}`,
      headers: headers(e.user),
      payload: { task: 'Edited in replay' },
    });
  }
  const payload = {
    reason: 'reason' in e ? e.reason : undefined,
    evidence: 'evidence' in e ? e.evidence : undefined,
    location:
      e.type === 'timesheet.submit'
        ? { latitude: 51.5, longitude: -0.12, accuracy: 12 }
        : undefined,
  };
  return h.app.inject({
    method: 'POST',
    url: `/v2/timesheets/${id}/actions/${actionForEvent[e.type]}`,
    headers: headers(e.user),
    payload: JSON.parse(JSON.stringify(payload)),
  });
}

const expectedCode = (before: TimesheetSnapshot, e: TimesheetEvent) => {
  // A user who never edits time is refused the edit before the record is looked up.
  if (e.type === 'timesheet.edit' && !decide('submit', e.user).allowed) return 403;
  // Drafts are the worker's own: to a client a draft does not exist.
  if (e.user.user_type === 'client' && before.matches('draft')) return 404;
  if (before.can(e)) return 200;
  const action = actionForEvent[e.type] ?? 'submit';
  return decide(action, e.user).allowed ? 409 : 403;
};

const scenarios = [
  {
    name: 'Acme contractor at Globex (signature required)',
    worker: 'contractor@demo.test',
    others: [
      'admin@demo.test',
      'owner@acme.test',
      'client@globex.test',
      'approver@globex.test',
      'timekeeper@acme.test',
    ],
    requiresSignature: true,
  },
  {
    name: 'SelfCo contractor at Initech (self-approving partner)',
    worker: 'ic@demo.test',
    others: ['admin@demo.test', 'owner@selfco.test'],
    requiresSignature: false,
  },
];

for (const scenario of scenarios) {
  const worker = await signIn(scenario.worker);
  const users = [worker, ...(await Promise.all(scenario.others.map(signIn)))];
  const assignments = (
    await h.app.inject({ method: 'GET', url: '/v2/assignments', headers: headers(worker) })
  ).json() as AssignmentList;
  const assignmentId = assignments.data[0]?.id;
  const facts = {
    requiresSignature: scenario.requiresSignature,
    invoiced: false,
    payrollSubmitted: false,
    paycheckPaid: false,
  };
  const events = sampleEvents(users);
  const paths = createTestModel(timesheetWorkflow, { events, input: facts }).getShortestPaths({
    allowDuplicatePaths: true,
  } as never);

  const nextDay = entryDays(scenario.requiresSignature ? '2030-01-01' : '2031-01-01');
  async function freshDraft(): Promise<string> {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/timesheets',
      headers: headers(worker),
      payload: {
        assignment_id: assignmentId,
        date: nextDay(),
        time_start: '09:00',
        time_end: '17:00',
        break_time_minutes: 30,
      },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as TimesheetDetail).timesheet.id;
  }

  describe(`API replay: ${scenario.name}`, () => {
    const endStates = new Set<string>();
    for (const path of paths) {
      it(path.description.slice(0, 160), async () => {
        const id = await freshDraft();
        let before: TimesheetSnapshot = createActor(timesheetWorkflow, {
          input: facts,
        }).getSnapshot();
        for (const step of path.steps) {
          const e = step.event as TimesheetEvent;
          if (!e.user) continue;
          const res = await send(e, id);
          expect(
            res.statusCode,
            `${e.user.email} ${e.type} from ${JSON.stringify(before.value)}: ${res.body}`,
          ).toBe(expectedCode(before, e));
          before = step.state as TimesheetSnapshot;
        }
        const detail = (
          await h.app.inject({
            method: 'GET',
            url: `/v2/timesheets/${id}`,
            headers: headers(worker),
          })
        ).json() as TimesheetDetail;
        const want = storedStateOf(path.state as TimesheetSnapshot);
        expect({
          status: detail.timesheet.status,
          billing: detail.timesheet.billing,
          paid: detail.timesheet.paid,
        }).toEqual(want);

        // Once per end state: everything the chart refuses there, the API refuses with the same code.
        const key = JSON.stringify(want);
        if (endStates.has(key)) return;
        endStates.add(key);
        for (const e of events) {
          if (before.can(e)) continue;
          const res = await send(e, id);
          expect(res.statusCode, `${e.user.email} ${e.type} in ${key}`).toBe(
            expectedCode(before, e),
          );
          expect(
            (res.json() as { reasons?: string[] }).reasons?.length ?? 1,
            `${e.user.email} ${e.type}: ${res.body}`,
          ).toBeGreaterThan(0);
        }
      });
    }
  });
}
