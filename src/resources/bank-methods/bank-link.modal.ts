import { assign, fromPromise, setup } from 'xstate';
import type { BankLinkPage, BankMethod, LinkAccount } from './contract';
import { messageOf } from '../../domain/errors/extract-message';

export interface OpenedLink {
  linkToken: string;
  institution: string;
  accounts: LinkAccount[];
}

export interface BankLinkContext {
  page: BankLinkPage;
  /** Browser memory only, never shown: each is spent once by the server. */
  linkToken: string | null;
  publicToken: string | null;
  institution: string;
  accounts: LinkAccount[];
  accountId: string | null;
  /** The page's methods after the exchange, for the list behind the modal. */
  methods: BankMethod[];
  error: string | null;
}

export type BankLinkEvent =
  | { type: 'bankLink.open' }
  | { type: 'bankLink.choose'; accountId: string }
  | { type: 'bankLink.retry' }
  | { type: 'bankLink.cancel' };

const browserOnly = <Out, In>(name: string) =>
  fromPromise<Out, In>(async () => {
    throw new Error(`${name} is provided by the browser`);
  });

const cleared = {
  linkToken: null,
  publicToken: null,
  institution: '',
  accounts: [],
  accountId: null,
  error: null,
};

/**
 * The bank account linking modal (issue 28), standing in for the provider's script: a link token
 * for this page, the provider's chooser of the demo institution's accounts (masked), the choice
 * turned into a public token, and its exchange on our server (a step-up operation, like manual
 * entry: the two-factor modal happens inside the exchange request). A failure starts over with a
 * fresh token, because the old one may already be spent.
 */
export const bankLinkModal = setup({
  types: {
    context: {} as BankLinkContext,
    events: {} as BankLinkEvent,
    input: {} as { page: BankLinkPage },
  },
  actors: {
    openLink: browserOnly<OpenedLink, { page: BankLinkPage }>('openLink'),
    chooseAccount: browserOnly<string, { linkToken: string; accountId: string }>('chooseAccount'),
    exchangeToken: browserOnly<BankMethod[], { page: BankLinkPage; publicToken: string }>(
      'exchangeToken',
    ),
  },
  actions: {
    /** The browser hands the fresh list to the page's own chart. */
    announceLinked: (_, _params: { methods: BankMethod[] }) => {},
  },
  guards: {
    isListedAccount: ({ context, event }) =>
      event.type === 'bankLink.choose' && context.accounts.some((a) => a.id === event.accountId),
  },
}).createMachine({
  id: 'bankLinkModal',
  initial: 'closed',
  context: ({ input }) => ({ page: input.page, methods: [], ...cleared }),
  states: {
    closed: {
      on: { 'bankLink.open': { target: 'requestingToken', actions: assign(cleared) } },
    },
    requestingToken: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'openLink',
        src: 'openLink',
        input: ({ context }) => ({ page: context.page }),
        onDone: {
          target: 'choosing',
          actions: assign({
            linkToken: ({ event }) => event.output.linkToken,
            institution: ({ event }) => event.output.institution,
            accounts: ({ event }) => event.output.accounts,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
      on: { 'bankLink.cancel': 'closed' },
    },
    choosing: {
      tags: ['open'],
      on: {
        'bankLink.choose': {
          guard: 'isListedAccount',
          description: 'Only an account the provider listed can be chosen.',
          target: 'authorizing',
          actions: assign({ accountId: ({ event }) => event.accountId }),
        },
        'bankLink.cancel': 'closed',
      },
    },
    authorizing: {
      tags: ['open', 'busy'],
      description: 'The provider spends the link token and answers a public token for the choice.',
      invoke: {
        id: 'chooseAccount',
        src: 'chooseAccount',
        input: ({ context }) => ({
          linkToken: context.linkToken ?? '',
          accountId: context.accountId ?? '',
        }),
        onDone: {
          target: 'exchanging',
          actions: assign({ publicToken: ({ event }) => event.output, linkToken: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    exchanging: {
      tags: ['busy'],
      description:
        'Our server exchanges the public token once (step-up first) and stores the account as manual entry does. The modal is closed, so the two-factor modal is the only dialog.',
      invoke: {
        id: 'exchangeToken',
        src: 'exchangeToken',
        input: ({ context }) => ({ page: context.page, publicToken: context.publicToken ?? '' }),
        onDone: {
          target: 'done',
          actions: [
            assign({ methods: ({ event }) => event.output, publicToken: null }),
            { type: 'announceLinked', params: ({ event }) => ({ methods: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ publicToken: null, error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    done: {
      description: 'The page lists the new account and says it was linked; another link may start.',
      on: { 'bankLink.open': { target: 'requestingToken', actions: assign(cleared) } },
    },
    failed: {
      tags: ['open'],
      on: {
        'bankLink.retry': { target: 'requestingToken', actions: assign(cleared) },
        'bankLink.cancel': 'closed',
      },
    },
  },
});
