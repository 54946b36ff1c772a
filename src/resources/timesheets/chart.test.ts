import { createTestModel } from '@xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { decide } from '../../domain/policy/timesheet-decisions';
import {
  actionForEvent,
  type TimesheetEvent,
  type TimesheetFacts,
  timesheetWorkflow,
} from './chart';
import { demoUsers, sampleEvents } from './chart.fixtures';
import { refusalReasons as refusalReasonsOf, resolveState } from '../../../machines/kit/workflow';
import { timesheetDefinition } from './definition';
import { storedStateOf, type StoredState, type TimesheetSnapshot } from './state';

const resolveTimesheet = (stored: StoredState, facts: TimesheetFacts) =>
  resolveState(timesheetDefinition, { stored, facts }) as TimesheetSnapshot;
const refusalReasons = (snapshot: TimesheetSnapshot, event: TimesheetEvent) =>
  refusalReasonsOf(timesheetDefinition, snapshot, event);

const allUsers = Object.values(demoUsers);
const leafStates = [
  'draft',
  'submitted',
  'signed',
  'approved.billing.billable',
  'approved.billing.noBill',
  'approved.payment.unpaid',
  'approved.payment.paid',
  'rejected',
  'deleted',
];

function statesOf(s: TimesheetSnapshot): string[] {
  return leafStates.filter(
    (path) =>
      s.matches(
        path
          .split('.')
          .reduceRight<string | Record<string, unknown>>(
            (acc, key) => ({ [key]: acc }),
            '' as never,
          ) as never,
      ) || s.matches(path as never),
  );
}

for (const requiresSignature of [true, false]) {
  const facts: TimesheetFacts = {
    requiresSignature,
    invoiced: false,
    payrollSubmitted: false,
    paycheckPaid: false,
  };
  describe(`timesheet chart, client ${requiresSignature ? 'requires' : 'does not require'} a signature`, () => {
    const model = createTestModel(timesheetWorkflow, {
      events: sampleEvents(allUsers),
      input: facts,
    });
    const paths = model.getShortestPaths({ allowDuplicatePaths: true } as never);
    const reached = new Set<string>();

    it('starts as a draft', () => {
      expect(createActor(timesheetWorkflow, { input: facts }).start().getSnapshot().value).toBe(
        'draft',
      );
    });

    for (const path of paths) {
      it(path.description, async () => {
        let before: TimesheetSnapshot = createActor(timesheetWorkflow, {
          input: facts,
        }).getSnapshot();
        for (const step of path.steps) {
          const e = step.event as TimesheetEvent;
          if (!e.user) continue;
          const action = actionForEvent[e.type];
          // Every step that moves the chart is one spec §6 allows this user.
          if (action && before.can(e))
            expect(decide(action, e.user).allowed, `${e.user.email} ${action}`).toBe(true);
          before = step.state as TimesheetSnapshot;
        }
        await path.test({
          events: {},
          states: Object.fromEntries(
            ['draft', 'submitted', 'signed', 'approved', 'rejected', 'deleted'].map((key) => [
              key,
              (s: TimesheetSnapshot) => {
                reached.add(key);
                for (const name of statesOf(s)) reached.add(name);
                // Never allowed users are refused in every state (server 403).
                for (const e of sampleEvents(allUsers)) {
                  const action = actionForEvent[e.type];
                  if (action && !decide(action, e.user).allowed)
                    expect(
                      s.can(e),
                      `${e.user.email} ${e.type} in ${JSON.stringify(s.value)}`,
                    ).toBe(false);
                }
                // The stored columns round-trip to the same state.
                expect(resolveTimesheet(storedStateOf(s), facts).value).toEqual(s.value);
              },
            ]),
          ),
        });
      });
    }

    it('reaches every state of the chart', () => {
      const expected = new Set([
        'draft',
        'submitted',
        'approved',
        'rejected',
        'deleted',
        'approved.billing.billable',
        'approved.billing.noBill',
        'approved.payment.unpaid',
        'approved.payment.paid',
      ]);
      if (requiresSignature) expected.add('signed');
      for (const state of expected) expect(reached, state).toContain(state);
      if (!requiresSignature) expect(reached).not.toContain('signed');
    });
  });
}

describe('locks a payroll back office needs', () => {
  const approvedPaid = resolveTimesheet(
    { status: 'approved', billing: 'billable', paid: true },
    { requiresSignature: false, invoiced: false, payrollSubmitted: false, paycheckPaid: false },
  );
  const invoiced = resolveTimesheet(
    { status: 'approved', billing: 'billable', paid: false },
    { requiresSignature: false, invoiced: true, payrollSubmitted: false, paycheckPaid: false },
  );
  const sentToPayroll = resolveTimesheet(
    { status: 'approved', billing: 'billable', paid: false },
    { requiresSignature: false, invoiced: false, payrollSubmitted: true, paycheckPaid: false },
  );
  const { admin, client, acmeOwner } = demoUsers;

  it('no unapprove once paid, invoiced or sent to payroll', () => {
    expect(approvedPaid.can({ type: 'timesheet.unapprove', user: admin })).toBe(false);
    expect(refusalReasons(approvedPaid, { type: 'timesheet.unapprove', user: admin })[0]).toContain(
      'Paid',
    );
    expect(invoiced.can({ type: 'timesheet.unapprove', user: client })).toBe(false);
    expect(refusalReasons(invoiced, { type: 'timesheet.unapprove', user: client })).toEqual([
      'It is already on a client invoice; billing is locked.',
    ]);
    expect(sentToPayroll.can({ type: 'timesheet.unapprove', user: acmeOwner })).toBe(false);
  });

  it('no No Bill once invoiced', () => {
    expect(invoiced.can({ type: 'timesheet.noBill', user: admin })).toBe(false);
  });

  it('signature only when the client requires one; approval waits for it', () => {
    const submittedSig = resolveTimesheet(
      { status: 'submitted', billing: 'billable', paid: false },
      { requiresSignature: true, invoiced: false, payrollSubmitted: false, paycheckPaid: false },
    );
    expect(submittedSig.can({ type: 'timesheet.approve', user: client })).toBe(false);
    expect(submittedSig.can({ type: 'timesheet.sign', user: client })).toBe(true);
    expect(
      submittedSig.can({
        type: 'timesheet.approveWithEvidence',
        user: client,
        evidence: 'signed PDF',
      }),
    ).toBe(true);
    const submittedNoSig = resolveTimesheet(
      { status: 'submitted', billing: 'billable', paid: false },
      { requiresSignature: false, invoiced: false, payrollSubmitted: false, paycheckPaid: false },
    );
    expect(refusalReasons(submittedNoSig, { type: 'timesheet.sign', user: client })).toEqual([
      'The client does not require a signature for approval.',
    ]);
  });

  it('a deleted timesheet is final', () => {
    const deleted = resolveTimesheet(
      { status: 'deleted', billing: 'billable', paid: false },
      { requiresSignature: false, invoiced: false, payrollSubmitted: false, paycheckPaid: false },
    );
    for (const e of sampleEvents(allUsers)) expect(deleted.can(e)).toBe(false);
  });
});
