import type { SnapshotFrom } from 'xstate';
import { placeLabel } from '../../src/domain/addresses/place';
import { placeFills } from '../../src/domain/addresses/place-fills';
import type { FieldOption, FormField, FormValue } from '../../src/domain/resources/form';
import { buttonProps, topStateOf, type ButtonProps, type Send } from './connect';
import type { ResourceFormEvent, resourceFormScreen } from './resource-form.screen';

export type ResourceFormSnapshot = SnapshotFrom<typeof resourceFormScreen>;

/** What one field's control sends, by the kind of control it is. */
export type FieldInput =
  /** A text box, select, checkbox or list of ticks: each change is the field's new value. */
  | { kind: 'value'; onChange: (value: FormValue) => void }
  /** A `references` field: typing searches, a result is picked, a chip is taken back. */
  | {
      kind: 'references';
      onQuery: (query: string) => void;
      onPick: (option: FieldOption) => void;
      onUnpick: (value: string) => void;
    }
  /** A `place` field: typing is both the value and a search; a picked place fills its fields. */
  | { kind: 'place'; onType: (typed: string) => void; onPick: (option: FieldOption) => void };

/** One field as the chart holds it now. */
export interface FormFieldApi {
  key: string;
  field: FormField;
  /** The field's words, marked ` *` when required (a checkbox's words stand alone). */
  label: string;
  value: FormValue | undefined;
  /** What the server refused, else, once a save was tried, what the browser's check finds. */
  error: string | undefined;
  disabled: boolean;
  /** A reference field's choices, or the rows a `references` field holds, for their chips. */
  options: readonly FieldOption[];
  /** This field's search box: the words typed, the results, whether a search is on its way. */
  search: {
    query: string;
    results: readonly FieldOption[];
    pending: boolean;
    error: string | null;
  };
  /** A sealed number left blank keeps the one on file, shown masked. */
  onFile: string | undefined;
  input: FieldInput;
}

/** Everything a resource form renders, as the form chart says it now. */
export interface ResourceFormApi {
  rootProps: { 'data-state': string; 'aria-busy': boolean };
  loading: boolean;
  loadError: { message: string | null; retryProps: ButtonProps } | null;
  /** The form while the chart edits or saves it; null before it loads and once saved. */
  form: {
    formProps: { onSubmit: (e: { preventDefault(): void }) => void };
    /** Fields the user is asked. */
    asked: FormFieldApi[];
    /** Fields already entered elsewhere: shown as read, open to change, opened when one is refused. */
    known: { fields: FormFieldApi[]; open: boolean };
    /** Spec §8: the address the server suggests, and the click that writes it in. */
    suggested: { label: string; onUse: () => void } | null;
    /** What the check finds wrong with the form as a whole, once a save was tried. */
    formError: string | null;
    /** Disabled exactly while the chart refuses a submit (saving); 'Saving…' meanwhile. */
    submit: { label: string; props: Omit<ButtonProps, 'type' | 'onClick'> & { type: 'submit' } };
  } | null;
}

function fieldApi(
  s: ResourceFormSnapshot,
  send: Send<ResourceFormEvent>,
  f: FormField,
): FormFieldApi {
  const { values, errors, serverErrors, showErrors, options, search, onFile } = s.context;
  const mine = search.name === f.name;
  const change = (value: FormValue) => send({ type: 'form.change', name: f.name, value });
  const pick = (option: FieldOption) => send({ type: 'form.fill', values: option.fills ?? {} });
  const input: FieldInput =
    f.kind === 'references'
      ? {
          kind: 'references',
          onQuery: (query) => send({ type: 'form.search', name: f.name, query }),
          onPick: (option) => send({ type: 'form.pick', name: f.name, option }),
          onUnpick: (value) => send({ type: 'form.unpick', name: f.name, value }),
        }
      : f.kind === 'place'
        ? {
            kind: 'place',
            onType: (typed) => {
              change(typed);
              send({ type: 'form.search', name: f.name, query: typed });
            },
            onPick: pick,
          }
        : { kind: 'value', onChange: change };
  return {
    key: f.name,
    field: f,
    label: f.required && f.kind !== 'checkbox' ? `${f.label} *` : f.label,
    value: values[f.name],
    error: serverErrors[f.name] ?? (showErrors ? errors[f.name] : undefined),
    disabled: s.hasTag('busy'),
    options: options[f.name] ?? [],
    search: {
      query: mine ? search.query : '',
      results: mine ? search.results : [],
      pending: mine && (s.matches({ editing: 'waiting' }) || s.matches({ editing: 'searching' })),
      error: mine ? search.error : null,
    },
    onFile: onFile[f.name],
    input,
  };
}

/** `fields` are the form definition's fields this user is asked in this mode (`fieldsFor`). */
export function connectResourceForm(
  snapshot: ResourceFormSnapshot,
  send: Send<ResourceFormEvent>,
  { fields, submitLabel }: { fields: readonly FormField[]; submitLabel: string },
): ResourceFormApi {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const submit = buttonProps(snapshot, send, { type: 'form.submit' });
  const knownNames = new Set([...context.prefilled, ...Object.keys(context.onFile)]);
  const all = fields.map((f) => fieldApi(snapshot, send, f));
  const known = all.filter((f) => knownNames.has(f.key));
  const place = context.suggestedAddress;
  return {
    rootProps: { 'data-state': topStateOf(snapshot), 'aria-busy': busy },
    loading: snapshot.matches('loading'),
    loadError: snapshot.matches('failed')
      ? {
          message: context.loadError,
          retryProps: buttonProps(snapshot, send, { type: 'form.retry' }),
        }
      : null,
    form: snapshot.hasTag('form')
      ? {
          formProps: {
            onSubmit: (e) => {
              e.preventDefault();
              send({ type: 'form.submit' });
            },
          },
          asked: all.filter((f) => !knownNames.has(f.key)),
          known: { fields: known, open: known.some((f) => f.error !== undefined) },
          suggested: place
            ? {
                label: placeLabel(place),
                onUse: () => send({ type: 'form.fill', values: placeFills(fields, place) }),
              }
            : null,
          formError: context.showErrors ? (context.errors[''] ?? null) : null,
          submit: {
            label: busy ? 'Saving…' : submitLabel,
            props: {
              type: 'submit',
              disabled: submit.disabled,
              'data-state': submit['data-state'],
            },
          },
        }
      : null,
  };
}
