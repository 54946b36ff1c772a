import { assign, fromPromise, setup } from 'xstate';
import type { BankMethod } from './contract';
import { messageOf } from '../../domain/errors/extract-message';
import type { BankMethodKind } from './policy';
import {
  bankAccountErrors,
  type BankAccountErrors,
  type BankAccountInput,
} from '../../domain/validation/bank-account';

export interface BankMethodsContext {
  kind: BankMethodKind;
  methods: BankMethod[];
  draft: BankAccountInput;
  /** Field messages, shown once a save was attempted. */
  fieldErrors: BankAccountErrors;
  showFieldErrors: boolean;
  /** The selected method of a removal or default change. */
  targetId: string | null;
  loadError: string | null;
  error: string | null;
  notice: string | null;
}

export type BankMethodsEvent =
  | { type: 'bankMethods.retry' }
  | { type: 'bankMethods.add' }
  | { type: 'bankMethods.change'; patch: Partial<BankAccountInput> }
  | { type: 'bankMethods.save' }
  | { type: 'bankMethods.cancel' }
  | { type: 'bankMethods.remove'; id: string }
  | { type: 'bankMethods.confirm' }
  | { type: 'bankMethods.makeDefault'; id: string }
  /** The bank link modal stored an account: its fresh list of the page's methods. */
  | { type: 'bankMethods.linked'; methods: BankMethod[] };

/** What every change actor answers: the owner's methods after the change (the default may move). */
export type BankMethodsChange =
  | { action: 'create'; kind: BankMethodKind; draft: BankAccountInput }
  | { action: 'remove' | 'makeDefault'; kind: BankMethodKind; id: string };

export const EMPTY_DRAFT: BankAccountInput = {
  account_holder: '',
  bank_name: '',
  routing_number: '',
  account_number: '',
};
const LABELS: Record<BankMethodKind, string> = {
  payout: 'Payout method',
  payment: 'Payment method',
  pay_card: 'Pay card',
  direct_deposit: 'Direct deposit account',
};
const label = (kind: BankMethodKind) => LABELS[kind];
const placeholder = (name: string) =>
  fromPromise<BankMethod[], BankMethodsChange>(async () => {
    throw new Error(`${name} is provided by the browser`);
  });

/**
 * The payout or payment methods page: list the caller's bank accounts, add one through a checked
 * form, remove one after confirming, make one the default. Every change is a step-up operation on
 * the server; the two-factor modal and the replay happen inside the change actor's request.
 */
export const bankMethodsScreen = setup({
  types: {
    context: {} as BankMethodsContext,
    events: {} as BankMethodsEvent,
    input: {} as { kind: BankMethodKind },
  },
  actors: {
    loadMethods: fromPromise<BankMethod[], { kind: BankMethodKind }>(async () => {
      throw new Error('loadMethods is provided by the browser');
    }),
    changeMethods: placeholder('changeMethods'),
  },
  actions: {
    /** The browser shows spec §5's failed-form toast. */
    notifyFormInvalid: () => {},
  },
  guards: {
    canSaveBankAccount: ({ context }) => Object.keys(bankAccountErrors(context.draft)).length === 0,
    canMakeDefault: ({ context, event }) =>
      event.type === 'bankMethods.makeDefault' &&
      context.methods.some((m) => m.id === event.id && !m.is_default),
    canRemove: ({ context, event }) =>
      event.type === 'bankMethods.remove' && context.methods.some((m) => m.id === event.id),
  },
}).createMachine({
  id: 'bankMethodsScreen',
  initial: 'loading',
  context: ({ input }) => ({
    kind: input.kind,
    methods: [],
    draft: EMPTY_DRAFT,
    fieldErrors: {},
    showFieldErrors: false,
    targetId: null,
    loadError: null,
    error: null,
    notice: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: {
          target: 'listing',
          actions: assign({ methods: ({ event }) => event.output, loadError: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: { on: { 'bankMethods.retry': 'loading' } },
    listing: {
      on: {
        'bankMethods.linked': {
          actions: assign({
            methods: ({ event }) => event.methods,
            notice: ({ context }) => `${label(context.kind)} linked`,
            error: null,
          }),
        },
        'bankMethods.add': {
          target: 'adding',
          actions: assign({
            draft: EMPTY_DRAFT,
            fieldErrors: {},
            showFieldErrors: false,
            error: null,
            notice: null,
          }),
        },
        'bankMethods.remove': {
          guard: 'canRemove',
          target: 'confirmingRemoval',
          actions: assign({ targetId: ({ event }) => event.id, error: null, notice: null }),
        },
        'bankMethods.makeDefault': {
          guard: 'canMakeDefault',
          description:
            'Only a listed method that is not already the default can become the default.',
          target: 'makingDefault',
          actions: assign({ targetId: ({ event }) => event.id, error: null, notice: null }),
        },
      },
    },
    adding: {
      tags: ['form'],
      on: {
        'bankMethods.change': {
          actions: assign(({ context, event }) => {
            const draft = { ...context.draft, ...event.patch };
            return { draft, fieldErrors: bankAccountErrors(draft) };
          }),
        },
        'bankMethods.save': [
          {
            guard: 'canSaveBankAccount',
            description:
              'A 9-digit ABA routing number with a valid check digit, a 4 to 17 digit account number, a holder and a bank.',
            target: 'saving',
          },
          {
            description:
              'An invalid form stays open, shows each field message and the failed-form toast.',
            actions: [
              assign({
                fieldErrors: ({ context }) => bankAccountErrors(context.draft),
                showFieldErrors: true,
              }),
              'notifyFormInvalid',
            ],
          },
        ],
        'bankMethods.cancel': {
          target: 'listing',
          actions: assign({
            draft: EMPTY_DRAFT,
            fieldErrors: {},
            showFieldErrors: false,
            error: null,
          }),
        },
      },
    },
    saving: {
      tags: ['form', 'busy'],
      description:
        'The server asks for a step-up code (424) first; the request completes after the code is accepted.',
      invoke: {
        id: 'createMethod',
        src: 'changeMethods',
        input: ({ context }) => ({
          action: 'create' as const,
          kind: context.kind,
          draft: context.draft,
        }),
        onDone: {
          target: 'listing',
          actions: assign({
            methods: ({ event }) => event.output,
            draft: EMPTY_DRAFT,
            fieldErrors: {},
            showFieldErrors: false,
            notice: ({ context }) => `${label(context.kind)} added`,
            error: null,
          }),
        },
        onError: {
          target: 'adding',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    confirmingRemoval: {
      tags: ['confirming'],
      on: {
        'bankMethods.confirm': 'removing',
        'bankMethods.cancel': { target: 'listing', actions: assign({ targetId: null }) },
      },
    },
    removing: {
      tags: ['busy'],
      description:
        'The confirm dialog closes, so the step-up modal is the only dialog. Removal is kept on the server for audit; when the default goes, the newest remaining method becomes the default.',
      invoke: {
        id: 'removeMethod',
        src: 'changeMethods',
        input: ({ context }) => ({
          action: 'remove' as const,
          kind: context.kind,
          id: context.targetId ?? '',
        }),
        onDone: {
          target: 'listing',
          actions: assign({
            methods: ({ event }) => event.output,
            targetId: null,
            notice: ({ context }) => `${label(context.kind)} removed`,
          }),
        },
        onError: {
          target: 'listing',
          actions: assign({ targetId: null, error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    makingDefault: {
      tags: ['busy'],
      invoke: {
        id: 'makeDefault',
        src: 'changeMethods',
        input: ({ context }) => ({
          action: 'makeDefault' as const,
          kind: context.kind,
          id: context.targetId ?? '',
        }),
        onDone: {
          target: 'listing',
          actions: assign({
            methods: ({ event }) => event.output,
            targetId: null,
            notice: ({ context }) => `Default ${label(context.kind).toLowerCase()} changed`,
          }),
        },
        onError: {
          target: 'listing',
          actions: assign({ targetId: null, error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
  },
});
