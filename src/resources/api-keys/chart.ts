import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../domain/errors/extract-message';
import type { ApiKeyScope } from './scopes';

/** A key just created: its secret, shown this once. */
export interface CreatedKey {
  name: string;
  key: string;
}

export interface ApiKeysContext {
  name: string;
  scope: ApiKeyScope;
  nameError: string | null;
  error: string | null;
  created: CreatedKey | null;
  /** The key the revoke dialog asks about. */
  revoking: { id: string; name: string } | null;
  /** Grows with every key created or revoked: the list reloads on it. */
  revision: number;
}

export type ApiKeysEvent =
  | { type: 'key.name'; value: string }
  | { type: 'key.scope'; value: ApiKeyScope }
  | { type: 'key.create' }
  | { type: 'key.dismiss' }
  | { type: 'key.revoke'; id: string; name: string }
  | { type: 'key.cancel' }
  | { type: 'key.confirm' };

export const NAME_REQUIRED = 'Name is required';
export const NAME_TOO_LONG = 'At most 100 characters';

const nameIssue = (name: string) =>
  !name.trim() ? NAME_REQUIRED : name.trim().length > 100 ? NAME_TOO_LONG : null;

/**
 * /developers: a developer names a key and picks its access, the server answers its secret once and
 * the page shows it until dismissed (never again: the list only has its prefix); revoking asks first.
 * The browser provides `createKey` and `revokeKey`.
 */
export const apiKeysScreen = setup({
  types: { context: {} as ApiKeysContext, events: {} as ApiKeysEvent },
  actors: {
    createKey: fromPromise<CreatedKey, { name: string; scope: ApiKeyScope }>(async () => {
      throw new Error('createKey is provided by the browser');
    }),
    revokeKey: fromPromise<void, { id: string }>(async () => {
      throw new Error('revokeKey is provided by the browser');
    }),
  },
  guards: {
    nameIsValid: ({ context }) => nameIssue(context.name) === null,
  },
}).createMachine({
  id: 'apiKeys',
  description: 'A developer creates API keys (the secret shown once) and revokes them.',
  context: {
    name: '',
    scope: 'read',
    nameError: null,
    error: null,
    created: null,
    revoking: null,
    revision: 0,
  },
  initial: 'ready',
  states: {
    ready: {
      tags: ['form'],
      on: {
        'key.name': {
          actions: assign({ name: ({ event }) => event.value, nameError: null }),
        },
        'key.scope': { actions: assign({ scope: ({ event }) => event.value }) },
        'key.create': [
          { guard: 'nameIsValid', target: 'creating', actions: assign({ error: null }) },
          {
            description: 'A key needs a name its owner will recognise in the access log.',
            actions: assign({ nameError: ({ context }) => nameIssue(context.name) }),
          },
        ],
        'key.revoke': {
          target: 'confirmingRevoke',
          actions: assign({
            revoking: ({ event }) => ({ id: event.id, name: event.name }),
            error: null,
          }),
        },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createKey',
        src: 'createKey',
        input: ({ context }) => ({ name: context.name.trim(), scope: context.scope }),
        onDone: {
          target: 'revealed',
          actions: assign({
            created: ({ event }) => event.output,
            name: '',
            revision: ({ context }) => context.revision + 1,
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    revealed: {
      tags: ['revealed'],
      description: 'The secret is on screen this once; dismissing forgets it in the browser too.',
      on: { 'key.dismiss': { target: 'ready', actions: assign({ created: null }) } },
    },
    confirmingRevoke: {
      tags: ['confirming'],
      on: {
        'key.cancel': { target: 'ready', actions: assign({ revoking: null }) },
        'key.confirm': 'revokingKey',
      },
    },
    revokingKey: {
      tags: ['busy', 'confirming'],
      description: 'The key is refused from its next call on, in every API process.',
      invoke: {
        id: 'revokeKey',
        src: 'revokeKey',
        input: ({ context }) => ({ id: context.revoking?.id ?? '' }),
        onDone: {
          target: 'ready',
          actions: assign({ revoking: null, revision: ({ context }) => context.revision + 1 }),
        },
        onError: {
          target: 'ready',
          actions: assign({ revoking: null, error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
  },
});
