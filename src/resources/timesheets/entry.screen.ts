import { and, assign, fromPromise, setup } from 'xstate';
import type { Assignment } from '../assignments/contract';
import type { Timesheet } from './contract';
import { messageOf, UNKNOWN_ERROR_MESSAGE } from '../../domain/errors/extract-message';
import type { DevicePosition } from '../../domain/timesheets/geolocation';
import {
  copyWeek,
  DEFAULT_TIMEZONE,
  fieldOfRow,
  hoursCellError,
  isBlank,
  mondayOf,
  nextDirty,
  nextToSubmit,
  normalized,
  previousMonday,
  rowOf,
  timeCellError,
  validateRows,
  weekRowsFrom,
  type EditableField,
  type EntryRow,
  type RowErrors,
} from './entry-rows';

export interface EntryInput {
  /** An existing draft or rejected timesheet to correct; otherwise a new week. */
  id: string | null;
  /** Today (ISO date): the form opens on this week. */
  today: string;
}

export interface EntryLoad {
  assignments: Assignment[];
  /** The timesheet being corrected, when the screen opened on one. */
  timesheet: Timesheet | null;
  /** The assignment shown: the one asked for, else the first. */
  assignmentId: string;
  /** What is stored for that assignment in the week shown (every status), so nothing is entered twice. */
  week: Timesheet[];
}

export interface WeekQuery {
  assignmentId: string;
  monday: string;
}

/** Why the location could not be captured, in the spec §8 words. */
export interface LocationProblem {
  title: string | null;
  message: string;
}

export interface EntryContext {
  id: string | null;
  today: string;
  assignments: Assignment[];
  assignmentId: string;
  monday: string;
  timezone: string;
  rows: EntryRow[];
  errors: RowErrors;
  error: string | null;
  intent: 'save' | 'submit';
  position: DevicePosition | null;
  problem: LocationProblem | null;
}

export type EntryEvent =
  | { type: 'entry.retry' }
  | { type: 'entry.assignment'; assignmentId: string }
  | { type: 'entry.week'; monday: string }
  | { type: 'entry.timezone'; timezone: string }
  | { type: 'entry.edit'; index: number; field: EditableField; value: string }
  | { type: 'entry.leave'; index: number; field: EditableField }
  | { type: 'entry.copyLastWeek' }
  | { type: 'entry.save' }
  | { type: 'entry.submit' }
  | { type: 'entry.locationRetry' }
  | { type: 'entry.locationDismiss' };

const problemOf = (error: unknown): LocationProblem => {
  const p = error as Partial<LocationProblem> | null;
  return {
    title: p?.title ?? null,
    message: typeof p?.message === 'string' && p.message ? p.message : UNKNOWN_ERROR_MESSAGE,
  };
};
const editable = (r: EntryRow | undefined) =>
  !!r && (r.status === null || r.status === 'draft' || r.status === 'rejected');
const withRow = (rows: readonly EntryRow[], index: number, row: EntryRow) =>
  rows.map((r, i) => (i === index ? row : r));
const stored = (row: EntryRow, t: Timesheet): EntryRow => ({
  ...normalized(row),
  id: t.id,
  status: t.status,
  rejection_reason: t.rejection_reason,
  dirty: false,
});
/** The cells read when left, each with what it says when it cannot read what was typed. */
const READ_CELLS: Partial<
  Record<
    EditableField,
    { key: 'time_start' | 'time_end' | 'hours'; error: (typed: string) => string | null }
  >
> = {
  time_start: { key: 'time_start', error: timeCellError },
  time_end: { key: 'time_end', error: timeCellError },
  hours: { key: 'hours', error: hoursCellError },
};
/** Whether the assignment shown lets its days be entered as hours only. */
const hoursOnlyOf = (assignments: readonly Assignment[], id: string) =>
  assignments.find((a) => a.id === id)?.allows_hours_only ?? false;
const NOTHING_ENTERED = {
  timed: 'Enter the start and end time of at least one day.',
  hoursOnly: 'Enter the hours of at least one day.',
};
const nothingEnteredMessage = ({ context }: { context: EntryContext }) =>
  hoursOnlyOf(context.assignments, context.assignmentId)
    ? NOTHING_ENTERED.hoursOnly
    : NOTHING_ENTERED.timed;
const outputOf = (event: { type: string }) => (event as { output?: Timesheet }).output;
/** The rows once the row being saved is stored (the event carries the server's timesheet). */
function afterSave(rows: EntryRow[], event: { type: string }): EntryRow[] {
  const i = nextDirty(rows);
  const t = outputOf(event);
  return i === -1 || !t ? rows : withRow(rows, i, stored(rows[i] as EntryRow, t));
}
function afterSubmit(rows: EntryRow[], event: { type: string }): EntryRow[] {
  const i = nextToSubmit(rows);
  const t = outputOf(event);
  return i === -1 || !t ? rows : withRow(rows, i, stored(rows[i] as EntryRow, t));
}

/**
 * The week entry screen (spec §2 /timesheets/new, §5 hours and validation, §8 location texts):
 * one row per day of one assignment, saved as drafts row by row (so a failure keeps what was stored
 * and everything typed), then submitted with one device position captured by the geolocation chart.
 */
export const timesheetEntryScreen = setup({
  types: { context: {} as EntryContext, events: {} as EntryEvent, input: {} as EntryInput },
  actors: {
    loadEntry: fromPromise<EntryLoad, { id: string | null } & WeekQuery>(async () => {
      throw new Error('loadEntry is provided by the browser');
    }),
    /** The stored timesheets of one assignment's week. */
    loadWeek: fromPromise<Timesheet[], WeekQuery>(async () => {
      throw new Error('loadWeek is provided by the browser');
    }),
    saveRow: fromPromise<Timesheet, { row: EntryRow; assignmentId: string; timezone: string }>(
      async () => {
        throw new Error('saveRow is provided by the browser');
      },
    ),
    /** Runs the geolocation chart; rejects with a LocationProblem. */
    locate: fromPromise<DevicePosition>(async () => {
      throw new Error('locate is provided by the browser');
    }),
    submitRow: fromPromise<Timesheet, { id: string; position: DevicePosition }>(async () => {
      throw new Error('submitRow is provided by the browser');
    }),
  },
  actions: {
    storeSaved: assign({ rows: ({ context, event }) => afterSave(context.rows, event) }),
    storeSubmitted: assign({ rows: ({ context, event }) => afterSubmit(context.rows, event) }),
    /** Spec §5 failed-form toast; the browser shows it. */
    notifyInvalid: () => undefined,
    notifySaved: () => undefined,
  },
  guards: {
    rowsInvalid: ({ context }) => Object.keys(validateRows(context.rows)).length > 0,
    nothingEntered: ({ context }) => context.rows.every(isBlank),
    allSaved: ({ context }) => nextDirty(context.rows) === -1,
    lastDirty: ({ context, event }) => nextDirty(afterSave(context.rows, event)) === -1,
    submitting: ({ context }) => context.intent === 'submit',
    nothingToSubmit: ({ context }) =>
      nextDirty(context.rows) === -1 && nextToSubmit(context.rows) === -1,
    lastToSubmit: ({ context, event }) => nextToSubmit(afterSubmit(context.rows, event)) === -1,
    rowEditable: ({ context, event }) =>
      event.type === 'entry.edit' && editable(context.rows[event.index]),
    /** A day takes the cells of its kind; hours only while the assignment still allows them. */
    fieldFits: ({ context, event }) => {
      if (event.type !== 'entry.edit') return false;
      const row = context.rows[event.index];
      if (!row || !fieldOfRow(row, event.field)) return false;
      return event.field !== 'hours' || hoursOnlyOf(context.assignments, context.assignmentId);
    },
    weekChangeable: ({ context }) =>
      context.id === null && !context.rows.some((r) => r.id !== null && r.dirty),
    newEntry: ({ context }) => context.id === null,
    nothingLastWeek: ({ event }) =>
      ((event as { output?: Timesheet[] }).output ?? []).every((t) => t.status === 'deleted'),
  },
}).createMachine({
  id: 'timesheetEntry',
  context: ({ input }) => ({
    id: input.id,
    today: input.today,
    assignments: [],
    assignmentId: '',
    monday: mondayOf(input.today),
    timezone: DEFAULT_TIMEZONE,
    rows: [],
    errors: {},
    error: null,
    intent: 'save',
    position: null,
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadEntry',
        src: 'loadEntry',
        input: ({ context }) => ({
          id: context.id,
          assignmentId: context.assignmentId,
          monday: context.monday,
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const { assignments, assignmentId, week, timesheet: t } = event.output;
            if (t)
              return {
                assignments,
                assignmentId: t.assignment_id,
                monday: mondayOf(t.date),
                timezone: t.timezone,
                rows: [rowOf(t)],
                error: null,
              };
            const hoursOnly = hoursOnlyOf(assignments, assignmentId);
            return {
              assignments,
              assignmentId,
              rows: weekRowsFrom(context.monday, week, context.rows, hoursOnly),
              errors: {},
              error: null,
            };
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: { on: { 'entry.retry': 'loading' } },
    editing: {
      on: {
        'entry.assignment': {
          guard: 'weekChangeable',
          target: 'loading',
          description:
            'Shows what is stored for that assignment this week; unsaved changes to stored days are saved first.',
          actions: assign({ assignmentId: ({ event }) => event.assignmentId }),
        },
        'entry.week': {
          guard: 'weekChangeable',
          target: 'loading',
          description: 'Shows what is stored for that week; unsaved typing moves with its weekday.',
          actions: assign({ monday: ({ event }) => mondayOf(event.monday) }),
        },
        'entry.copyLastWeek': {
          guard: 'newEntry',
          target: 'copying',
          description: 'Fills the blank days with the times stored the week before.',
          actions: assign({ error: null }),
        },
        'entry.leave': {
          description: 'A time or hours cell that cannot be read says so when the user leaves it.',
          actions: assign({
            errors: ({ context, event }) => {
              const cell = READ_CELLS[event.field];
              const row = context.rows[event.index];
              if (!cell || !row) return context.errors;
              const { key } = cell;
              const message = cell.error(row[key]);
              const { [key]: _old, ...rest } = context.errors[event.index] ?? {};
              const fieldErrors = message ? { ...rest, [key]: message } : rest;
              const errors = { ...context.errors, [event.index]: fieldErrors };
              if (!Object.keys(fieldErrors).length) delete errors[event.index];
              return errors;
            },
          }),
        },
        'entry.timezone': {
          actions: assign(({ context, event }) => ({
            timezone: event.timezone,
            rows: context.rows.map((r) => (r.id ? { ...r, dirty: true } : r)),
          })),
        },
        'entry.edit': {
          guard: and(['rowEditable', 'fieldFits']),
          description:
            'Submitted days are read-only here; draft and rejected days can be corrected, each with the cells of its kind (hours only where the assignment allows them).',
          actions: assign(({ context, event }) => {
            const row = context.rows[event.index] as EntryRow;
            const errors = { ...context.errors };
            delete errors[event.index];
            return {
              rows: withRow(context.rows, event.index, {
                ...row,
                [event.field]: event.value,
                dirty: true,
              }),
              errors,
            };
          }),
        },
        'entry.save': [
          {
            guard: 'rowsInvalid',
            actions: [
              assign({ errors: ({ context }) => validateRows(context.rows) }),
              'notifyInvalid',
            ],
          },
          {
            guard: 'nothingEntered',
            actions: [assign({ error: nothingEnteredMessage }), 'notifyInvalid'],
          },
          { guard: 'allSaved', actions: 'notifySaved' },
          { target: 'saving', actions: assign({ intent: 'save', errors: {}, error: null }) },
        ],
        'entry.submit': [
          {
            guard: 'rowsInvalid',
            actions: [
              assign({ errors: ({ context }) => validateRows(context.rows) }),
              'notifyInvalid',
            ],
          },
          {
            guard: 'nothingEntered',
            actions: [assign({ error: nothingEnteredMessage }), 'notifyInvalid'],
          },
          {
            guard: 'nothingToSubmit',
            actions: assign({ error: 'Every entered day is already submitted.' }),
          },
          {
            guard: 'allSaved',
            target: 'locating',
            actions: assign({ intent: 'submit', errors: {}, error: null }),
          },
          {
            target: 'saving',
            description: 'Unsaved days are saved as drafts first, then the location is captured.',
            actions: assign({ intent: 'submit', errors: {}, error: null }),
          },
        ],
      },
    },
    copying: {
      tags: ['busy'],
      invoke: {
        id: 'loadWeek',
        src: 'loadWeek',
        input: ({ context }) => ({
          assignmentId: context.assignmentId,
          monday: previousMonday(context.monday),
        }),
        onDone: [
          {
            guard: 'nothingLastWeek',
            target: 'editing',
            actions: assign({ error: 'Nothing was entered the week before.' }),
          },
          {
            target: 'editing',
            actions: assign({ rows: ({ context, event }) => copyWeek(context.rows, event.output) }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      description: 'One row per request, so a failure keeps the ids of the rows stored so far.',
      invoke: {
        id: 'saveRow',
        src: 'saveRow',
        input: ({ context }) => ({
          row: context.rows[nextDirty(context.rows)] as EntryRow,
          assignmentId: context.assignmentId,
          timezone: context.timezone,
        }),
        onDone: [
          { guard: and(['lastDirty', 'submitting']), target: 'locating', actions: 'storeSaved' },
          { guard: 'lastDirty', target: 'editing', actions: ['storeSaved', 'notifySaved'] },
          { target: 'saving', reenter: true, actions: 'storeSaved' },
        ],
        onError: {
          target: 'editing',
          description: 'Nothing typed is lost: the rows keep their text and stored ids.',
          actions: [assign({ error: ({ event }) => messageOf(event.error) }), 'notifyInvalid'],
        },
      },
    },
    locating: {
      tags: ['busy'],
      description:
        'Spec §9: one fresh high-accuracy position (10000 ms, no cache) from the geolocation chart.',
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: {
          target: 'submitting',
          actions: assign({ position: ({ event }) => event.output, problem: null }),
        },
        onError: {
          target: 'locationNeeded',
          actions: assign({ problem: ({ event }) => problemOf(event.error) }),
        },
      },
    },
    locationNeeded: {
      tags: ['alert'],
      description:
        'Spec §8: without a position the timesheet is not submitted; the drafts stay saved.',
      on: {
        'entry.locationRetry': 'locating',
        'entry.locationDismiss': {
          target: 'editing',
          description: 'The drafts stay in the grid with the reason, ready to submit again.',
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitRow',
        src: 'submitRow',
        input: ({ context }) => ({
          id: (context.rows[nextToSubmit(context.rows)] as EntryRow).id as string,
          position: context.position as DevicePosition,
        }),
        onDone: [
          { guard: 'lastToSubmit', target: 'submitted', actions: 'storeSubmitted' },
          { target: 'submitting', reenter: true, actions: 'storeSubmitted' },
        ],
        onError: {
          target: 'editing',
          description: 'Days submitted so far stay submitted; the rest stay drafts.',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    submitted: {
      tags: ['done'],
      description: 'Every entered day is submitted with the device location.',
    },
  },
});
