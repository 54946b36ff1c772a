import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../domain/errors/extract-message';
import type { ReportKey } from '../../domain/reports/keys';

/** A user's report grants as the server reads them. */
export interface ReportGrants {
  /** Reports granted one by one (spec §3's `allowed_reports`). */
  allowed_reports: ReportKey[];
  /** Every report the user may run today: by role (owners and admins run all) or by grant. */
  runs: ReportKey[];
  /** Whether grants matter for this user: partner and EOR users other than owners and admins. */
  grantable: boolean;
}

export interface ReportGrantsContext {
  userId: string;
  saved: ReportGrants | null;
  /** The grants as ticked, not yet saved. */
  chosen: ReportKey[];
  error: string | null;
}

export type ReportGrantsEvent =
  { type: 'grants.toggle'; report: ReportKey } | { type: 'grants.save' } | { type: 'grants.retry' };

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k) => b.includes(k));

/**
 * The Reports section of a user's page: loads the user's grants, ticks and unticks reports, saves
 * them (the server checks who may grant), and shows a refusal without losing what was ticked.
 */
export const reportGrantsScreen = setup({
  types: {
    context: {} as ReportGrantsContext,
    input: {} as { userId: string },
    events: {} as ReportGrantsEvent,
  },
  actors: {
    loadGrants: fromPromise<ReportGrants, { userId: string }>(async () => {
      throw new Error('loadGrants not provided');
    }),
    saveGrants: fromPromise<ReportGrants, { userId: string; allowed_reports: ReportKey[] }>(
      async () => {
        throw new Error('saveGrants not provided');
      },
    ),
  },
  guards: {
    hasChanges: ({ context }) =>
      context.saved !== null && !sameSet(context.saved.allowed_reports, context.chosen),
  },
}).createMachine({
  id: 'reportGrants',
  description: 'An admin grants a partner or EOR user reports one by one on the user’s page.',
  context: ({ input }) => ({ userId: input.userId, saved: null, chosen: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadGrants',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'editing',
          actions: assign({
            saved: ({ event }) => event.output,
            chosen: ({ event }) => event.output.allowed_reports,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: {
      description: 'The grants could not be read; Retry reads them again.',
      on: { 'grants.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      tags: ['editable'],
      on: {
        'grants.toggle': {
          actions: assign({
            chosen: ({ context, event }) =>
              context.chosen.includes(event.report)
                ? context.chosen.filter((k) => k !== event.report)
                : [...context.chosen, event.report],
            error: null,
          }),
        },
        'grants.save': {
          guard: 'hasChanges',
          target: 'saving',
          description: 'Only a change is saved.',
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveGrants',
        input: ({ context }) => ({ userId: context.userId, allowed_reports: context.chosen }),
        onDone: {
          target: 'editing',
          actions: assign({
            saved: ({ event }) => event.output,
            chosen: ({ event }) => event.output.allowed_reports,
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
  },
});
