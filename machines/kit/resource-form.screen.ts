import { assign, fromPromise, setup } from 'xstate';
import type { SuggestedPlace } from '../../src/domain/addresses/place';
import { messageOf } from '../../src/domain/errors/extract-message';
import type { FieldOption, FormValue, FormValues } from '../../src/domain/resources/form';

/** What a `references` field's search box holds: the words typed and what the last search found. */
export interface FieldSearch {
  /** The field being searched; '' before any typing. */
  name: string;
  query: string;
  /** The last search's answer, without the rows already chosen. */
  results: readonly FieldOption[];
  error: string | null;
}

const NO_SEARCH: FieldSearch = { name: '', query: '', results: [], error: null };

/** What opening a form loads: its starting values and the choices of its reference fields. */
export interface FormLoad {
  values: FormValues;
  options: Record<string, readonly FieldOption[]>;
  /** Fields a new record takes from what the user already entered elsewhere (a W-4 from the profile). */
  prefilled?: readonly string[];
  /** Sealed numbers already on file, masked, by the field that may be left blank to use them. */
  onFile?: Record<string, string>;
}

export interface FormSave {
  id: string | null;
  values: FormValues;
}

/** A save's answer: the record's id, and a notice when the server has something to say of it. */
export interface FormSaved {
  id: string;
  notice?: string | null;
}

export interface ResourceFormContext {
  /** The record being edited; null while creating one. */
  id: string | null;
  values: FormValues;
  /** A reference field's choices; a `references` field's chosen rows, for their chips. */
  options: Record<string, readonly FieldOption[]>;
  search: FieldSearch;
  prefilled: readonly string[];
  onFile: Record<string, string>;
  /** What the browser's check finds wrong now, by field ('' for the form as a whole). */
  errors: Record<string, string>;
  /** What the server refused, by field, until that field changes. */
  serverErrors: Record<string, string>;
  /** The browser's findings show once a save was tried, not while the user is still typing. */
  showErrors: boolean;
  loadError: string | null;
  savedId: string | null;
  /** What the server said of the save beyond the record (approved work a rate change left as it was). */
  notice: string | null;
  /** Spec §8: the address the server suggests when the city, state and ZIP code disagree. */
  suggestedAddress: SuggestedPlace | null;
}

export type ResourceFormEvent =
  /** A field's new value: its text, a checkbox's tick, the ids ticked in a `choices` field. */
  | { type: 'form.change'; name: string; value: FormValue }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  /** Typing in a `references` field's search box. */
  | { type: 'form.search'; name: string; query: string }
  /** Choosing one of its results, or taking a chosen one back. */
  | { type: 'form.pick'; name: string; option: FieldOption }
  | { type: 'form.unpick'; name: string; value: string }
  /** Several fields written at once: a picked place, or the server's suggested address. */
  | { type: 'form.fill'; values: Readonly<Record<string, string>> };

/** A refused save names its fields (a 422's `detail`); other failures carry only a message. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error &&
  typeof error === 'object' &&
  'fields' in error &&
  typeof error.fields === 'object' &&
  error.fields !== null
    ? (error.fields as Record<string, string>)
    : {};

/** The address a refusal suggests instead (spec §8), when it carries one. */
const suggestedAddressOf = (error: unknown): SuggestedPlace | null =>
  error && typeof error === 'object' && 'suggestedAddress' in error
    ? ((error.suggestedAddress as SuggestedPlace | null) ?? null)
    : null;

const without = (errors: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => k !== name));

const chosenIds = (context: ResourceFormContext, name: string): readonly string[] => {
  const held = context.values[name];
  return Array.isArray(held) ? (held as readonly string[]) : [];
};

/**
 * Any resource's create or edit form: load the record (or blank values) and the choices, edit with
 * the shared check run on every change, send only a form that passes it, and show what the server
 * refused on the fields it names. The check itself (`revalidate`) is provided from the resource's
 * form definition, the same schema the server validates with.
 */
export const resourceFormScreen = setup({
  types: {
    context: {} as ResourceFormContext,
    events: {} as ResourceFormEvent,
    input: {} as { id: string | null },
    output: {} as { id: string },
  },
  actors: {
    loadForm: fromPromise<FormLoad, { id: string | null }>(async () => {
      throw new Error('loadForm is provided by the browser');
    }),
    saveForm: fromPromise<FormSaved, FormSave>(async () => {
      throw new Error('saveForm is provided by the browser');
    }),
    searchChoices: fromPromise<FieldOption[], { name: string; query: string }>(async () => {
      throw new Error('searchChoices is provided by the browser');
    }),
  },
  // Spec §9's search pause; the browser gives each user theirs (`searchDebounceMs`).
  delays: { searchPause: 1000 },
  actions: {
    revalidate: assign({ errors: () => ({}) }),
    /** The browser shows spec §5's failed-form toast. */
    notifyFormInvalid: () => {},
    /** The browser opens the saved record's page. */
    openSaved: () => {},
    /** The browser shows the server's notice of the save, when it gave one. */
    announceSaved: () => {},
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(context.errors).length === 0,
    searchIsBlank: ({ event }) => event.type === 'form.search' && event.query.trim() === '',
    pickIsOffered: ({ context, event }) =>
      event.type === 'form.pick' &&
      context.search.name === event.name &&
      context.search.results.some((o) => o.value === event.option.value),
    unpickIsChosen: ({ context, event }) =>
      event.type === 'form.unpick' && chosenIds(context, event.name).includes(event.value),
    fillIsOffered: ({ context }) =>
      context.suggestedAddress !== null || context.search.results.some((o) => o.fills),
    refusedOnFields: ({ event }) =>
      'error' in event && Object.keys(fieldErrorsOf(event.error)).length > 0,
  },
}).createMachine({
  id: 'resourceForm',
  initial: 'loading',
  context: ({ input }) => ({
    id: input.id,
    values: {},
    options: {},
    search: NO_SEARCH,
    prefilled: [],
    onFile: {},
    errors: {},
    serverErrors: {},
    showErrors: false,
    loadError: null,
    savedId: null,
    notice: null,
    suggestedAddress: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'editing',
          actions: [
            assign({
              values: ({ event }) => event.output.values,
              options: ({ event }) => event.output.options,
              prefilled: ({ event }) => event.output.prefilled ?? [],
              onFile: ({ event }) => event.output.onFile ?? {},
              loadError: null,
            }),
            'revalidate',
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: {
      description:
        'The record or the choices could not be loaded; nothing typed is lost, as nothing was typed yet.',
      on: { 'form.retry': 'loading' },
    },
    editing: {
      tags: ['form'],
      initial: 'idle',
      on: {
        'form.change': {
          actions: [
            assign(({ context, event }) => ({
              values: { ...context.values, [event.name]: event.value },
              serverErrors: without(context.serverErrors, event.name),
            })),
            'revalidate',
          ],
        },
        'form.submit': [
          {
            guard: 'formIsValid',
            description: 'Only a form that passes the same check as the server is sent.',
            target: 'saving',
          },
          {
            description:
              'An invalid form stays open, shows each field message and the failed-form toast.',
            actions: [assign({ showErrors: true }), 'notifyFormInvalid'],
          },
        ],
        'form.search': [
          {
            guard: 'searchIsBlank',
            description: 'An emptied search box asks nothing and shows no results.',
            target: '.idle',
            actions: assign({ search: ({ event }) => ({ ...NO_SEARCH, name: event.name }) }),
          },
          {
            description: 'Every keystroke restarts the pause before searching.',
            target: '.waiting',
            reenter: true,
            actions: assign({
              search: ({ context, event }) => ({
                ...context.search,
                name: event.name,
                query: event.query,
                error: null,
              }),
            }),
          },
        ],
        'form.pick': {
          guard: 'pickIsOffered',
          description:
            'A result the search found becomes a chip and one more id sent; the search box empties for the next person.',
          target: '.idle',
          actions: [
            assign(({ context, event }) => {
              const ids = chosenIds(context, event.name);
              const known = ids.includes(event.option.value);
              return {
                values: known
                  ? context.values
                  : { ...context.values, [event.name]: [...ids, event.option.value] },
                options: known
                  ? context.options
                  : {
                      ...context.options,
                      [event.name]: [...(context.options[event.name] ?? []), event.option],
                    },
                search: { ...NO_SEARCH, name: event.name },
                serverErrors: without(context.serverErrors, event.name),
              };
            }),
            'revalidate',
          ],
        },
        'form.fill': {
          guard: 'fillIsOffered',
          description:
            "A picked place or the server's suggested address writes its fields at once and clears their refusals; nothing else the page does not offer fills them.",
          target: '.idle',
          actions: [
            assign(({ context, event }) => ({
              values: { ...context.values, ...event.values },
              search: NO_SEARCH,
              serverErrors: Object.keys(event.values).reduce(without, context.serverErrors),
              suggestedAddress: null,
            })),
            'revalidate',
          ],
        },
        'form.unpick': {
          guard: 'unpickIsChosen',
          description: "A chip's remove button takes that id out of what is sent.",
          actions: [
            assign(({ context, event }) => ({
              values: {
                ...context.values,
                [event.name]: chosenIds(context, event.name).filter((v) => v !== event.value),
              },
              options: {
                ...context.options,
                [event.name]: (context.options[event.name] ?? []).filter(
                  (o) => o.value !== event.value,
                ),
              },
              serverErrors: without(context.serverErrors, event.name),
            })),
            'revalidate',
          ],
        },
      },
      states: {
        idle: {},
        waiting: {
          description:
            'Waiting for typing to pause (spec §9: 500 ms for admins, 1000 ms for others).',
          after: { searchPause: 'searching' },
        },
        searching: {
          tags: ['searching'],
          invoke: {
            id: 'searchChoices',
            src: 'searchChoices',
            input: ({ context }) => ({
              name: context.search.name,
              query: context.search.query.trim(),
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const chosen = chosenIds(context, context.search.name);
                return {
                  search: {
                    ...context.search,
                    results: event.output.filter((o) => !chosen.includes(o.value)),
                    error: null,
                  },
                };
              }),
            },
            onError: {
              description: 'The search box keeps its words and says why; typing again retries.',
              target: 'idle',
              actions: assign(({ context, event }) => ({
                search: { ...context.search, results: [], error: messageOf(event.error) },
              })),
            },
          },
        },
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'saveForm',
        src: 'saveForm',
        input: ({ context }) => ({ id: context.id, values: context.values }),
        onDone: {
          target: 'saved',
          actions: assign({
            savedId: ({ event }) => event.output.id,
            notice: ({ event }) => event.output.notice ?? null,
          }),
        },
        onError: [
          {
            guard: 'refusedOnFields',
            description:
              'The server refused named fields (a 422, a taken name): each shows its message by its input, the values stay.',
            target: 'editing',
            actions: assign({
              serverErrors: ({ event }) => fieldErrorsOf(event.error),
              suggestedAddress: ({ event }) => suggestedAddressOf(event.error),
              showErrors: true,
            }),
          },
          {
            description:
              'Refused as a whole (403, 404, offline): the request toast says why; the values stay for another try.',
            target: 'editing',
          },
        ],
      },
    },
    saved: {
      type: 'final',
      description:
        'The page goes on to the saved record, showing what the server said of the save (a rate change that left approved work at its rates).',
      entry: ['announceSaved', 'openSaved'],
    },
  },
  output: ({ context }) => ({ id: context.savedId ?? '' }),
});
