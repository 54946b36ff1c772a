import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/contracts/user';
import { demoUsers as accounts } from '../../domain/policy/demo-users.fixture';
import { payrollRunActionMeta } from '../../domain/policy/payroll';
import { judge, refusalReasons, resolveState } from '../../../machines/kit/workflow';
import {
  payrollRunDefinition,
  payrollRunStatuses,
  type PayrollRunStored,
  payrollRunWorkflow,
} from './chart';
import type { PayrollRunEvent, PayrollRunFacts } from './chart';

type Snapshot = SnapshotFrom<typeof payrollRunWorkflow>;
const user = (email: string): User => {
  const u = accounts[email];
  if (!u) throw new Error(`no demo account ${email}`);
  return u;
};
const admin = user('admin@demo.test');
const owner = user('owner@acme.test');
const recruiter = user('recruiter@acme.test');
const contractor = user('contractor@demo.test');
const facts: PayrollRunFacts = {
  lines: 2,
  computed: true,
  failedPaychecks: 1,
  requiresSecondApprover: false,
  submittedBy: null,
};

/** Every event from each user, with each payout outcome (negative cases included). */
const sampleEvents: PayrollRunEvent[] = [admin, owner, recruiter, contractor].flatMap((u) => [
  { type: 'payroll_run.submit', user: u },
  { type: 'payroll_run.return', user: u, reason: 'Hours look wrong' },
  { type: 'payroll_run.approve', user: u },
  { type: 'payroll_run.computed', user: u },
  { type: 'payroll_run.settle', user: u, paid: 2, failed: 0 },
  { type: 'payroll_run.settle', user: u, paid: 1, failed: 1 },
  { type: 'payroll_run.settle', user: u, paid: 0, failed: 2 },
  { type: 'payroll_run.retry', user: u },
]);

const resolve = (status: PayrollRunStored['status'], f: PayrollRunFacts = facts) =>
  resolveState(payrollRunDefinition, { stored: { status }, facts: f }) as Snapshot;

describe('payroll run chart (model)', () => {
  const model = createTestModel(payrollRunWorkflow, { events: sampleEvents, input: facts });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true } as never);
  const reached = new Set<string>();

  it('starts pre_draft', () => {
    expect(createActor(payrollRunWorkflow, { input: facts }).start().getSnapshot().value).toBe(
      'pre_draft',
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      let before: Snapshot = createActor(payrollRunWorkflow, { input: facts }).getSnapshot();
      for (const step of path.steps) {
        const e = step.event as PayrollRunEvent;
        // Every step an action takes is one spec §6 (as documented in policy/payroll) allows.
        const action = (
          Object.keys(payrollRunActionMeta) as (keyof typeof payrollRunActionMeta)[]
        ).find((a) => payrollRunDefinition.eventFor(a, e.user, {}).type === e.type);
        if (action && before.can(e))
          expect(payrollRunActionMeta[action].may(e.user), `${e.user.email} ${action}`).toBe(true);
        before = step.state as Snapshot;
      }
      await path.test({
        events: {},
        states: Object.fromEntries(
          payrollRunStatuses.map((key) => [
            key,
            (s: Snapshot) => {
              reached.add(key);
              expect(resolve(payrollRunDefinition.storedOf(s).status).value).toEqual(s.value);
            },
          ]),
        ),
      });
    });
  }

  it('reaches every spec §4 status', () => {
    expect([...reached].sort()).toEqual([...payrollRunStatuses].sort());
  });
});

describe('payroll run statuses move only as the chart allows', () => {
  const subject = (status: PayrollRunStored['status'], f = facts) => ({
    stored: { status },
    facts: f,
  });

  it('a paid run is final: it cannot be approved, paid or retried again', () => {
    const paid = resolve('paid');
    for (const e of sampleEvents) expect(paid.can(e), e.type).toBe(false);
  });

  it('nothing to pay cannot be submitted or approved', () => {
    const empty = { ...facts, lines: 0 };
    expect(judge(payrollRunDefinition, subject('pre_draft', empty), owner, 'submit')).toEqual({
      ok: false,
      code: 409,
      message: 'Submit for approval is not allowed now',
      reasons: ['There is no approved, unpaid pay in this period.'],
    });
    expect(judge(payrollRunDefinition, subject('pending', empty), owner, 'approve').ok).toBe(false);
  });

  it('recruiters see payroll but never approve it; contractors never', () => {
    expect(judge(payrollRunDefinition, subject('pending'), recruiter, 'approve')).toMatchObject({
      ok: false,
      code: 403,
    });
    expect(judge(payrollRunDefinition, subject('pending'), contractor, 'approve').ok).toBe(false);
    expect(judge(payrollRunDefinition, subject('pending'), owner, 'approve')).toEqual({ ok: true });
  });

  it('a run that needs a second approver: its submitter may not approve it (409, four eyes)', () => {
    const fourEyes = { ...facts, requiresSecondApprover: true, submittedBy: owner.id };
    expect(judge(payrollRunDefinition, subject('pending', fourEyes), owner, 'approve')).toEqual({
      ok: false,
      code: 409,
      message: 'Approve is not allowed now',
      reasons: ['You submitted this run: a second approver approves it.'],
    });
    expect(judge(payrollRunDefinition, subject('pending', fourEyes), admin, 'approve')).toEqual({
      ok: true,
    });
    // Without the setting the submitter approves as before.
    const single = { ...fourEyes, requiresSecondApprover: false };
    expect(judge(payrollRunDefinition, subject('pending', single), owner, 'approve')).toEqual({
      ok: true,
    });
  });

  it('the settle outcome picks the end state; retry only with failed payouts', () => {
    const processing = resolve('processing');
    const settle = (paid: number, failed: number): PayrollRunEvent => ({
      type: 'payroll_run.settle',
      user: admin,
      paid,
      failed,
    });
    expect(payrollRunDefinition.storedOf(processing).status).toBe('processing');
    expect(processing.can(settle(3, 0))).toBe(true);
    const notComputed = resolve('processing', { ...facts, computed: false });
    expect(refusalReasons(payrollRunDefinition, notComputed, settle(3, 0))).toContain(
      'The paychecks are still being written.',
    );
    expect(
      judge(
        payrollRunDefinition,
        subject('failed', { ...facts, failedPaychecks: 0 }),
        owner,
        'retry',
      ),
    ).toMatchObject({ ok: false, reasons: ['No payout of this run has failed.'] });
  });
});
