import { assign, fromPromise, setup } from 'xstate';
import type { UserType } from '../../domain/contracts/enums';
import {
  currentStepOf,
  nextStepText,
  SKIP_GRACE_MS,
  STEP_NOT_COMPLETED,
  type Requirements,
} from '../../domain/onboarding/requirements';
import { stepTitle } from '../../domain/onboarding/step-routes';

/**
 * The browser's events to the onboarding chart. Only the browser sends them (the server reads
 * requirements, not this chart), so a type suffices: a schema would bring zod into the first page
 * of every user type that may onboard, whose guard loads this chart.
 */
export type OnboardingEvent =
  | { type: 'onboarding.opened' }
  | { type: 'onboarding.returned' }
  | { type: 'onboarding.sync' }
  | { type: 'onboarding.skip'; at: number }
  | { type: 'onboarding.resume' }
  | { type: 'onboarding.retry' }
  | { type: 'onboarding.confirmRedirect' }
  | { type: 'onboarding.declineRedirect' };

/** Requirements as read, with the time of reading (ms) so the grace check stays a pure guard. */
export interface CheckedRequirements extends Requirements {
  checkedAt: number;
}

export interface OnboardingInput {
  userType: UserType;
  /** The partner's redirect_url (spec §3), where a user who finishes goes instead of the dashboard. */
  redirectUrl: string | null;
  /** When this user last skipped onboarding (ms), as stored by the browser: kept across reloads. */
  skippedAt: number | null;
}

export interface OnboardingContext extends OnboardingInput {
  required: string[];
  completed: string[];
  requiresW2: boolean;
  /** The current step: the first required step not yet completed. */
  step: string | null;
  checkedAt: number;
  /** The sync check's text (spec §4), or why requirements could not be read. */
  message: string | null;
  error: string | null;
  /** The user finished onboarding in this session: the dashboard congratulates them. */
  congratulate: boolean;
}

const readOutput = (output: CheckedRequirements) => ({
  required: output.required,
  completed: output.completed,
  requiresW2: output.requires_w2_onboard,
  step: currentStepOf(output),
  checkedAt: output.checkedAt,
});

const finished = (output: CheckedRequirements) => ({
  ...readOutput(output),
  congratulate: true,
  message: null,
});

type Done = { output: CheckedRequirements };
const outputOf = (event: unknown) => (event as Done).output;

/**
 * Spec §4 Onboarding for the signed-in user: read their requirements; with steps left, the route
 * guard keeps them on /onboard/{userType} (unless they skipped within 5 minutes); after each step the
 * sync check says what is next; when all are done they go to the partner's redirect URL (a
 * contractor confirms first) or to the dashboard, congratulated.
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
  },
  actors: {
    loadRequirements: fromPromise<CheckedRequirements>(async () => {
      throw new Error('loadRequirements is provided by the app');
    }),
  },
  actions: {
    /** The browser keeps the skip's time (localStorage) so a reload keeps the grace. */
    storeSkip: (_, _params: { at: number | null }) => {},
    openHome: () => {},
    openDashboard: () => {},
    openRedirect: (_, _params: { url: string }) => {},
  },
  guards: {
    isComplete: ({ event }) => currentStepOf(outputOf(event)) === null,
    isWithinSkipGrace: ({ context, event }) =>
      context.skippedAt !== null && outputOf(event).checkedAt - context.skippedAt < SKIP_GRACE_MS,
    isStepUnchanged: ({ context, event }) => currentStepOf(outputOf(event)) === context.step,
    isCompleteWithRedirect: ({ context, event }) =>
      currentStepOf(outputOf(event)) === null && Boolean(context.redirectUrl),
    isCompleteWithContractorRedirect: ({ context, event }) =>
      currentStepOf(outputOf(event)) === null &&
      Boolean(context.redirectUrl) &&
      context.userType === 'contractor',
  },
  delays: {
    graceLeft: ({ context }) =>
      Math.max(0, (context.skippedAt ?? 0) + SKIP_GRACE_MS - context.checkedAt),
  },
}).createMachine({
  id: 'onboarding',
  description: 'Spec §4 Onboarding: the current step is the first required step not yet completed.',
  context: ({ input }) => ({
    ...input,
    required: [],
    completed: [],
    requiresW2: false,
    step: null,
    checkedAt: 0,
    message: null,
    error: null,
    congratulate: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      entry: assign({ message: null }),
      description: "The user's requirements are read (GET /v2/requirements).",
      invoke: {
        id: 'loadRequirements',
        src: 'loadRequirements',
        onDone: [
          {
            guard: 'isComplete',
            description: 'Nothing left: the user goes about their business as before.',
            target: 'complete',
            actions: assign(({ event }) => readOutput(event.output)),
          },
          {
            guard: 'isWithinSkipGrace',
            description: 'Skipped less than 5 minutes (300000 ms) ago: not sent back yet.',
            target: 'skipped',
            actions: assign(({ event }) => readOutput(event.output)),
          },
          {
            description: 'Steps are left: the route guard sends the user to /onboard/{userType}.',
            target: 'redirecting',
            actions: assign(({ event }) => ({ ...readOutput(event.output), error: null })),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: 'Could not load your onboarding steps' }),
        },
      },
    },
    failed: {
      description: 'Requirements could not be read: the user is not held back, and may try again.',
      on: { 'onboarding.retry': 'checking' },
    },
    redirecting: {
      tags: ['mustOnboard'],
      description:
        'Required steps remain: every page but the onboarding pages sends the user to /onboard/{userType}.',
      on: {
        'onboarding.opened': { target: 'atStep', description: 'The wizard is open.' },
      },
    },
    atStep: {
      tags: ['mustOnboard'],
      description: 'The current step is shown with its page; the user completes it, then syncs.',
      on: {
        'onboarding.sync': { target: 'syncing', actions: assign({ message: null }) },
        'onboarding.returned': {
          target: 'syncing',
          description:
            "Back in the wizard from a step's own page (the W-4, the I-9): progress is read again, no reload needed.",
          actions: assign({ message: null }),
        },
        'onboarding.skip': {
          target: 'skipped',
          description: 'Skip for now: kept for 5 minutes, across reloads.',
          actions: [
            assign({ skippedAt: ({ event }) => event.at, checkedAt: ({ event }) => event.at }),
            { type: 'storeSkip', params: ({ event }) => ({ at: event.at }) },
            'openHome',
          ],
        },
      },
    },
    syncing: {
      tags: ['busy', 'mustOnboard'],
      description: 'After a step, the requirements are read again to see whether it advanced.',
      invoke: {
        id: 'syncRequirements',
        src: 'loadRequirements',
        onDone: [
          {
            guard: 'isCompleteWithContractorRedirect',
            description:
              "The last step is done: a contractor confirms before the partner's redirect URL.",
            target: 'confirmingRedirect',
            actions: assign(({ event }) => finished(event.output)),
          },
          {
            guard: 'isCompleteWithRedirect',
            description: "The last step is done: off to the partner's redirect URL.",
            target: 'complete',
            actions: [
              assign(({ event }) => finished(event.output)),
              {
                type: 'openRedirect',
                params: ({ context }) => ({ url: context.redirectUrl ?? '' }),
              },
            ],
          },
          {
            guard: 'isComplete',
            description: 'The last step is done: off to the dashboard, with a congratulation.',
            target: 'complete',
            actions: [assign(({ event }) => finished(event.output)), 'openDashboard'],
          },
          {
            guard: 'isStepUnchanged',
            description: "Spec §4: 'step has not been completed yet!'",
            target: 'atStep',
            actions: assign(({ event }) => ({
              ...readOutput(event.output),
              message: STEP_NOT_COMPLETED,
            })),
          },
          {
            description: "Spec §4: '{title} is next'.",
            target: 'atStep',
            actions: assign(({ event }) => {
              const read = readOutput(event.output);
              return { ...read, message: nextStepText(stepTitle(read.step ?? '')) };
            }),
          },
        ],
        onError: {
          target: 'atStep',
          actions: assign({ message: 'Could not check your progress. Try again.' }),
        },
      },
    },
    skipped: {
      description:
        'Onboarding was skipped: pages open as usual until 5 minutes after the skip, then it is checked again.',
      after: { graceLeft: 'checking' },
      on: {
        'onboarding.resume': {
          target: 'checking',
          description: 'The user came back to onboarding on their own.',
          actions: [assign({ skippedAt: null }), { type: 'storeSkip', params: { at: null } }],
        },
      },
    },
    confirmingRedirect: {
      description: "A contractor confirms before leaving for the partner's redirect URL.",
      on: {
        'onboarding.confirmRedirect': {
          target: 'complete',
          actions: {
            type: 'openRedirect',
            params: ({ context }) => ({ url: context.redirectUrl ?? '' }),
          },
        },
        'onboarding.declineRedirect': { target: 'complete', actions: 'openDashboard' },
      },
    },
    complete: {
      description:
        'Every required step is done; the dashboard congratulates a user who finished in this session.',
      type: 'final',
    },
  },
});
