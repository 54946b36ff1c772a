import { assign, fromPromise, setup } from 'xstate';
import type { SearchResult } from '../../src/domain/contracts/search';
import { messageOf } from '../../src/domain/errors/extract-message';
import { searchDebounceMs, type Subject } from '../../src/domain/policy/capabilities';

export type SearchPaletteEvent =
  | { type: 'palette.open' }
  | { type: 'palette.shortcut' }
  | { type: 'palette.close' }
  | { type: 'palette.type'; query: string }
  | { type: 'palette.choose'; redirect: string }
  | { type: 'palette.retry' };

export interface SearchPaletteContext {
  /** Spec §6/§9: how long typing must pause before a search, 500 ms for admins, 1000 ms otherwise. */
  debounceMs: number;
  query: string;
  results: SearchResult[];
  error: string | null;
}

const isBlank = (query: string) => query.trim() === '';

/**
 * The global search palette (spec §2, §6, §7): closed until ctrl+k / cmd+k; typing waits for a
 * pause (the debounce) before asking `GET /v2/search`, typing again restarts the wait, closing
 * stops the request in flight (the invoked actor's signal aborts it), choosing a result closes and
 * navigates to its redirect.
 */
export const searchPaletteMachine = setup({
  types: {
    context: {} as SearchPaletteContext,
    events: {} as SearchPaletteEvent,
    input: {} as { user: Subject },
  },
  actors: { search: fromPromise<SearchResult[], { query: string }>(async () => []) },
  actions: { navigate: (_, _params: { redirect: string }) => {} },
  guards: {
    isQueryBlank: ({ event }) => event.type === 'palette.type' && isBlank(event.query),
    hasResults: ({ event }) =>
      'output' in event && Array.isArray(event.output) && event.output.length > 0,
  },
  delays: { searchDebounce: ({ context }) => context.debounceMs },
}).createMachine({
  id: 'searchPalette',
  description:
    'Spec §2 global search palette; visible to admin and partner only (canUseCommandPalette).',
  context: ({ input }) => ({
    debounceMs: searchDebounceMs(input.user),
    query: '',
    results: [],
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'palette.open': 'open',
        'palette.shortcut': {
          target: 'open',
          description: 'ctrl+k (cmd+k on Apple devices) opens the palette.',
        },
      },
    },
    open: {
      tags: ['open'],
      initial: 'idle',
      description: 'Each opening starts blank.',
      exit: assign({ query: '', results: [], error: null }),
      on: {
        'palette.close': { target: 'closed', description: 'Closing cancels the search in flight.' },
        'palette.shortcut': {
          target: 'closed',
          description: 'The shortcut again closes it, like Escape.',
        },
        'palette.type': [
          {
            guard: 'isQueryBlank',
            target: '.idle',
            actions: assign({ query: ({ event }) => event.query, results: [], error: null }),
          },
          {
            target: '.debouncing',
            reenter: true,
            description: 'Every keystroke restarts the pause before searching.',
            actions: assign({ query: ({ event }) => event.query }),
          },
        ],
      },
      states: {
        idle: { description: 'Nothing typed yet: no request.' },
        debouncing: {
          description: 'Waiting for typing to pause: 500 ms for admins, 1000 ms for others.',
          after: { searchDebounce: 'searching' },
        },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => ({ query: context.query.trim() }),
            onDone: [
              {
                guard: 'hasResults',
                target: 'results',
                actions: assign({ results: ({ event }) => event.output, error: null }),
              },
              { target: 'empty', actions: assign({ results: [], error: null }) },
            ],
            onError: {
              target: 'failed',
              actions: assign({ results: [], error: ({ event }) => messageOf(event.error) }),
            },
          },
        },
        results: {
          on: {
            'palette.choose': {
              target: '#searchPalette.closed',
              description: 'Choosing a result closes the palette and opens its page.',
              actions: { type: 'navigate', params: ({ event }) => ({ redirect: event.redirect }) },
            },
          },
        },
        empty: { description: "Shows 'No Results'." },
        failed: { on: { 'palette.retry': 'searching' } },
      },
    },
  },
});
