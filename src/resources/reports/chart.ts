import { setup, type SnapshotFrom } from 'xstate';
import { z } from 'zod';
import { defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import { User } from '../../domain/contracts/user';
import { reportRunStatuses, type ReportRunStatus } from '../../domain/reports/statuses';
import { decideAction } from '../../domain/workflow/action-meta';
import { mayRunReport, reportRunActionMeta, type ReportRunAction } from './contract';

const count = z.number().int().min(0);

/** The acting user travels in every event; the server overwrites it from the session (or the job's). */
export const ReportRunEvent = z.discriminatedUnion('type', [
  /** The worker took the run: how many rows it will read. */
  z.object({ type: z.literal('report_run.start'), user: User, total: count }),
  /** Every row was read and every file written and stored. */
  z.object({ type: z.literal('report_run.finish'), user: User, rows: count }),
  z.object({ type: z.literal('report_run.fail'), user: User, reason: z.string().min(1) }),
  z.object({ type: z.literal('report_run.retry'), user: User }),
]);
export type ReportRunEvent = z.infer<typeof ReportRunEvent>;
export type ReportRunEventType = ReportRunEvent['type'];

/** Facts of the stored run that the rules read; JSON-serialisable. */
export interface ReportRunFacts {
  /** Which report of the catalogue the run is. */
  report: string;
}

type Check = (facts: ReportRunFacts, event: ReportRunEvent) => string | null;

const mayRetry: Check = (_f, e) => {
  const d = decideAction(reportRunActionMeta.retry, e.user);
  return d.allowed ? null : d.reason;
};
const allowed: Check = (f, e) =>
  mayRunReport(e.user, f.report) ? null : 'You may not run this report.';
const hasReason: Check = (_f, e) =>
  e.type !== 'report_run.fail' || e.reason.trim() ? null : 'A failed run says why.';

/** Every guard of the chart, by capability, with its business rule in words. */
export const guardRules = {
  canRetryRun: {
    description:
      'A user who may run the report asks again for a failed run: it goes back to the queue.',
    checks: [mayRetry, allowed],
  },
  hasFailureReason: {
    description: 'A run fails with a reason the page shows.',
    checks: [hasReason],
  },
} satisfies Record<string, { description: string; checks: Check[] }>;

export type GuardName = keyof typeof guardRules;

export function guardFailures(
  name: GuardName,
  facts: ReportRunFacts,
  event: ReportRunEvent,
): string[] {
  return guardRules[name].checks.map((c) => c(facts, event)).filter((r): r is string => r !== null);
}

const guard =
  (name: GuardName) =>
  ({ context, event }: { context: ReportRunFacts; event: ReportRunEvent }) =>
    guardFailures(name, context, event).length === 0;

const guards = Object.fromEntries(
  (Object.keys(guardRules) as GuardName[]).map((n) => [n, guard(n)]),
) as Record<GuardName, ReturnType<typeof guard>>;

const fail = {
  'report_run.fail': {
    target: 'FAILED',
    guard: 'hasFailureReason',
    description: guardRules.hasFailureReason.description,
  },
} as const;

/**
 * One report run (spec §4's report statuses, which equal the DB `status`): asked for (PENDING), taken
 * by a worker of the job queue (PROCESSING, rows done of total), FINISHED with its files stored whole,
 * or FAILED with a reason and a retry. A worker that dies mid-run leaves it PROCESSING; the next start
 * takes it again from the beginning (`report_run.start` again), so no half file is ever kept.
 */
export const reportRunWorkflow = setup({
  types: {
    context: {} as ReportRunFacts,
    events: {} as ReportRunEvent,
    input: {} as ReportRunFacts,
  },
  guards,
}).createMachine({
  id: 'reportRun',
  description: 'A report asked for by a user, from the queue to its CSV, XLSX and PDF files.',
  context: ({ input }) => input,
  initial: 'PENDING',
  states: {
    PENDING: {
      description: 'Waiting on the job queue for a worker.',
      on: {
        'report_run.start': {
          target: 'PROCESSING',
          description: 'A worker took the run and counted its rows.',
        },
        ...fail,
      },
    },
    PROCESSING: {
      description:
        'A worker reads the rows in batches and writes the files; progress is rows done of total.',
      on: {
        'report_run.start': {
          target: 'PROCESSING',
          description:
            'The run was interrupted (a restart): a worker starts it again from the first row.',
        },
        'report_run.finish': {
          target: 'FINISHED',
          description: 'Every row was read and the files are stored.',
        },
        ...fail,
      },
    },
    FAILED: {
      description: 'The run stopped with a reason; nothing it wrote is offered.',
      on: {
        'report_run.retry': {
          target: 'PENDING',
          guard: 'canRetryRun',
          description: guardRules.canRetryRun.description,
        },
      },
    },
    FINISHED: { type: 'final', description: 'The files are ready to download.' },
  },
});

export { reportRunStatuses, type ReportRunStatus };

export interface ReportRunStored {
  status: ReportRunStatus;
}
export type ReportRunSubject = WorkflowSubject<ReportRunStored, ReportRunFacts>;

/** The report run lifecycle as the workflow kit reads it: one definition for browser and server. */
export const reportRunDefinition = defineWorkflow<
  ReportRunStored,
  ReportRunFacts,
  ReportRunAction,
  ReportRunEvent
>({
  name: 'report_run',
  plural: 'reports',
  chart: reportRunWorkflow,
  actions: reportRunActionMeta,
  eventFor: (_action, user) => ({ type: 'report_run.retry', user }),
  stateValue: (stored) => stored.status,
  storedOf: (snapshot) => ({
    status: (snapshot as SnapshotFrom<typeof reportRunWorkflow>).value as ReportRunStatus,
  }),
  stateLabel: (stored) => stored.status,
  guardFailures: (guard, facts, event) =>
    guard in guardRules ? guardFailures(guard as GuardName, facts, event) : [],
  guards: Object.fromEntries(Object.entries(guardRules).map(([k, v]) => [k, v.description])),
});
