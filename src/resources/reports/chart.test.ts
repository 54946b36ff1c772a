import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/contracts/user';
import { demoUsers as accounts } from '../../domain/policy/demo-users.fixture';
import { judge, resolveState } from '../../../machines/kit/workflow';
import {
  reportRunDefinition,
  reportRunStatuses,
  type ReportRunStored,
  type ReportRunEvent,
  type ReportRunFacts,
  reportRunWorkflow,
} from './chart';

type Snapshot = SnapshotFrom<typeof reportRunWorkflow>;
const user = (email: string): User => {
  const u = accounts[email];
  if (!u) throw new Error(`no demo account ${email}`);
  return u;
};
const owner = user('owner@acme.test');
const recruiter = user('recruiter@acme.test');
const facts: ReportRunFacts = { report: 'receivables_aging' };
const finance = { ...user('finance@acme.test'), allowed_reports: ['hours'] };

const sampleEvents: ReportRunEvent[] = [owner, recruiter].flatMap((u) => [
  { type: 'report_run.start', user: u, total: 3 },
  { type: 'report_run.finish', user: u, rows: 3 },
  { type: 'report_run.fail', user: u, reason: 'The database went away' },
  { type: 'report_run.fail', user: u, reason: ' ' },
  { type: 'report_run.retry', user: u },
]);

const resolve = (status: ReportRunStored['status'], f: ReportRunFacts = facts) =>
  resolveState(reportRunDefinition, { stored: { status }, facts: f }) as Snapshot;

describe('report run chart (model)', () => {
  const model = createTestModel(reportRunWorkflow, { events: sampleEvents, input: facts });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true } as never);
  const reached = new Set<string>();

  it('starts PENDING', () => {
    expect(createActor(reportRunWorkflow, { input: facts }).start().getSnapshot().value).toBe(
      'PENDING',
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      await path.test({
        events: {},
        states: Object.fromEntries(
          reportRunStatuses.map((key) => [
            key,
            (s: Snapshot) => {
              reached.add(key);
              expect(resolve(reportRunDefinition.storedOf(s).status).value).toEqual(s.value);
            },
          ]),
        ),
      });
    });
  }

  it('reaches every spec §4 report status', () => {
    expect([...reached].sort()).toEqual([...reportRunStatuses].sort());
  });
});

describe('report run statuses move only as the chart allows', () => {
  const subject = (status: ReportRunStored['status'], f = facts) => ({
    stored: { status },
    facts: f,
  });

  it('a finished run is final; a failure needs a reason', () => {
    for (const e of sampleEvents) expect(resolve('FINISHED').can(e), e.type).toBe(false);
    expect(resolve('PROCESSING').can({ type: 'report_run.fail', user: owner, reason: ' ' })).toBe(
      false,
    );
    expect(
      resolve('PROCESSING').can({ type: 'report_run.fail', user: owner, reason: 'Timed out' }),
    ).toBe(true);
  });

  it('an interrupted run starts again from PROCESSING', () => {
    expect(resolve('PROCESSING').can({ type: 'report_run.start', user: owner, total: 1 })).toBe(
      true,
    );
  });

  it('retry only from FAILED, by a user who may run that report (owners all, others their grants)', () => {
    expect(judge(reportRunDefinition, subject('FAILED'), owner, 'retry')).toEqual({ ok: true });
    expect(judge(reportRunDefinition, subject('PENDING'), owner, 'retry')).toMatchObject({
      ok: false,
      code: 409,
    });
    expect(judge(reportRunDefinition, subject('FAILED'), recruiter, 'retry')).toMatchObject({
      ok: false,
      code: 403,
    });
    expect(
      judge(reportRunDefinition, subject('FAILED', { report: 'hours' }), finance, 'retry'),
    ).toEqual({ ok: true });
    expect(judge(reportRunDefinition, subject('FAILED'), finance, 'retry')).toEqual({
      ok: false,
      code: 409,
      message: 'Retry is not allowed now',
      reasons: ['You may not run this report.'],
    });
  });
});
