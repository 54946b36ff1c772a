import { assign, fromPromise, setup } from 'xstate';
import type { ReportRecipient, ReportSchedule } from './contract';
import { messageOf } from '../../domain/errors/extract-message';
import type { ReportKey } from '../../domain/reports/keys';

/** A new schedule as the form holds it. */
export interface ScheduleDraft {
  report: ReportKey;
  params: Record<string, unknown>;
  frequency: 'daily' | 'weekly' | 'monthly';
  weekday: number | null;
  month_day: number | null;
  time: string;
  time_zone: string;
  recipients: string[];
}

export interface SchedulesData {
  schedules: ReportSchedule[];
  /** Who the draft's report may be mailed to. */
  recipients: ReportRecipient[];
}

export interface SchedulesContext {
  draft: ScheduleDraft;
  data: SchedulesData | null;
  error: string | null;
  fields: Record<string, string>;
}

export type SchedulesEvent =
  | { type: 'schedules.retry' }
  | { type: 'draft.choose'; report: ReportKey; params: Record<string, unknown> }
  | { type: 'draft.set'; patch: Partial<ScheduleDraft> }
  | { type: 'schedule.create' }
  | { type: 'schedule.pause'; id: string; paused: boolean }
  | { type: 'schedule.delete'; id: string };

type Change = { kind: 'pause'; id: string; paused: boolean } | { kind: 'delete'; id: string };

const fieldsOf = (err: unknown): Record<string, string> =>
  typeof err === 'object' && err !== null && 'fields' in err
    ? (err as { fields: Record<string, string> }).fields
    : {};

/**
 * /report_schedules: the schedules of the reports this user may read, each paused, resumed or
 * deleted; and a form for a new one (the report's parameters, when, in which time zone, and who gets
 * each run by mail, chosen among the users who may read that report).
 */
export const reportSchedulesScreen = setup({
  types: {
    context: {} as SchedulesContext,
    input: {} as { draft: ScheduleDraft },
    events: {} as SchedulesEvent,
  },
  actors: {
    loadSchedules: fromPromise<SchedulesData, { report: ReportKey }>(async () => {
      throw new Error('loadSchedules not provided');
    }),
    createSchedule: fromPromise<unknown, ScheduleDraft>(async () => {
      throw new Error('createSchedule not provided');
    }),
    changeSchedule: fromPromise<unknown, Change>(async () => {
      throw new Error('changeSchedule not provided');
    }),
  },
}).createMachine({
  id: 'reportSchedules',
  description: 'Report schedules: the list with pause, resume and delete, and a new schedule.',
  context: ({ input }) => ({ draft: input.draft, data: null, error: null, fields: {} }),
  initial: 'loading',
  // The form is filled in whatever the list is doing; another report asks again who it may be mailed to.
  on: {
    'draft.choose': {
      target: '.loading',
      actions: assign({
        draft: ({ context, event }) => ({
          ...context.draft,
          report: event.report,
          params: event.params,
          recipients: [],
        }),
        fields: {},
      }),
    },
    'draft.set': {
      actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.patch }) }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      description: 'Asking for the schedules and who the chosen report may be mailed to.',
      invoke: {
        src: 'loadSchedules',
        input: ({ context }) => ({ report: context.draft.report }),
        onDone: {
          target: 'shown',
          actions: assign({ data: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    shown: {
      tags: ['editable'],
      description: 'The schedules and the new schedule form.',
      on: {
        'schedule.create': 'creating',
        'schedule.pause': { target: 'changing', actions: assign({ error: null }) },
        'schedule.delete': { target: 'changing', actions: assign({ error: null }) },
      },
    },
    creating: {
      tags: ['busy'],
      description: 'Saving the new schedule; a refusal shows by its fields.',
      invoke: {
        src: 'createSchedule',
        input: ({ context }) => context.draft,
        onDone: { target: 'loading', actions: assign({ fields: {}, error: null }) },
        onError: {
          target: 'shown',
          actions: assign({
            error: ({ event }) => messageOf(event.error),
            fields: ({ event }) => fieldsOf(event.error),
          }),
        },
      },
    },
    changing: {
      tags: ['busy'],
      description: 'Pausing, resuming or deleting a schedule.',
      invoke: {
        src: 'changeSchedule',
        input: ({ event }) =>
          event.type === 'schedule.pause'
            ? { kind: 'pause' as const, id: event.id, paused: event.paused }
            : { kind: 'delete' as const, id: (event as { id: string }).id },
        onDone: 'loading',
        onError: {
          target: 'shown',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: {
      description: 'The load failed: Try again.',
      on: { 'schedules.retry': 'loading' },
    },
  },
});
