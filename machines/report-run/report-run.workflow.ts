import { setup } from 'xstate';
import type { ReportRunEvent } from './report-run.events';
import { guardFailures, guardRules, type GuardName, type ReportRunFacts } from './report-run.rules';

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
