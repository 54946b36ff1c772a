import { assign, fromPromise } from 'xstate';
import {
  resourceFormScreen,
  type FormLoad,
  type FormSave,
  type FormSaved,
} from '../../../machines/kit/resource-form.screen';
import { searchDebounceMs, type Subject } from '../../domain/policy/capabilities';
import {
  fieldsFor,
  formErrors,
  formInput,
  formValues,
  type FieldOption,
  type FormDefinition,
  type FormField,
} from '../../domain/resources/form';
import type { Prefill } from '../../domain/onboarding/prefill';
import { MAX_ADDRESS_QUERY, placeLabel, type SuggestedPlace } from '../../domain/addresses/place';
import { placeFills } from '../../domain/addresses/place-fills';
import { PAGE_SIZE } from '../../domain/resources/list-query';
import { toastFormInvalid } from '../components/feedback/form-toast';
import { toastStore } from '../components/feedback/toast-store';
import { http } from '../lib/http';
import { navigation } from '../lib/navigation';
import { withApiErrors } from './api-error';

type Reference = Extract<FormField, { kind: 'reference' }>;
type References = Extract<FormField, { kind: 'references' }>;
type Choices = Extract<FormField, { kind: 'choices' }>;
/** The fields whose choices load with the form: a reference's rows, a `choices` field's list. */
type Listed = Reference | Choices;

/** How many people one search offers: enough to choose from, few enough to read. */
const SEARCH_RESULTS = 10;

/** A `references` field's search: its list asked `?q=`, as the caller sees it. */
async function searchOf(
  field: References,
  query: string,
  signal: AbortSignal,
): Promise<FieldOption[]> {
  const page = await http
    .get(field.apiPath.slice(1), {
      searchParams: { q: query, per_page: SEARCH_RESULTS },
      signal,
    })
    .json<{ data: Record<string, unknown>[] }>();
  return page.data.map((row) => ({
    value: String(row.id),
    label: String(row[field.labelField] ?? row.id),
  }));
}

/** The maps service's places for a city's name or a ZIP code, each filling the address fields the form has. */
async function placesOf(
  fields: readonly FormField[],
  query: string,
  signal: AbortSignal,
): Promise<FieldOption[]> {
  const answer = await http
    .get('address_suggestions', { searchParams: { q: query.slice(0, MAX_ADDRESS_QUERY) }, signal })
    .json<{ data: SuggestedPlace[] }>();
  return answer.data.map((p) => ({
    value: `${p.zipcode} ${p.city}`,
    label: placeLabel(p),
    fills: placeFills(fields, p),
  }));
}

/** A reference field's choices: the referenced list as the caller sees it, first page of the largest size. */
async function choicesOf(field: Reference, signal: AbortSignal): Promise<FieldOption[]> {
  const page = await http
    .get(field.apiPath.slice(1), {
      searchParams: { per_page: PAGE_SIZE.max, sort: field.sort },
      signal,
    })
    .json<{ data: Record<string, unknown>[] }>();
  return page.data.map((row) => ({
    value: String(row.id),
    label: String(row[field.labelField] ?? row.id),
  }));
}

/** A `choices` field's list, whole, as the caller may see it. */
async function listOf(field: Choices, signal: AbortSignal): Promise<FieldOption[]> {
  const list = await http
    .get(field.apiPath.slice(1), { signal })
    .json<{ data: Record<string, unknown>[] }>();
  return list.data.map((row) => ({
    value: String(row.id),
    label: String(row[field.labelField] ?? row.id),
  }));
}

/**
 * The generic form chart bound to one resource's form for one user: load the record to edit (or
 * blank values) and the reference choices, check with the shared definition, POST or PATCH.
 */
export function formLogic(
  apiPath: `/${string}`,
  form: FormDefinition,
  user: Subject,
  mode: 'create' | 'update',
  /** The page a saved record opens, or what happens instead (a form inside another page). */
  saved: ((id: string) => string) | { onSaved: (id: string) => void },
  /** Body values the page decides rather than the user (the record a note is about). */
  fixed: Record<string, unknown> = {},
  /** Where the record to edit is read, when not at `apiPath` (a form that edits part of another resource's record). */
  loadPath: `/${string}` = apiPath,
  /** What a new record starts with, shaped as the API holds it (cents for money): a link's pre-fill. */
  initial: Record<string, unknown> = {},
  /** Where a new record's values already known to the user's account are read (`Prefill`). */
  prefillPath?: `/${string}`,
) {
  const fields = fieldsFor(form, user, mode);
  const path = apiPath.slice(1);
  return resourceFormScreen.provide({
    actors: {
      loadForm: fromPromise<FormLoad, { id: string | null }>(({ input, signal }) =>
        withApiErrors(async () => {
          const item = input.id
            ? await http
                .get(`${loadPath.slice(1)}/${input.id}`, { signal })
                .json<Record<string, unknown>>()
            : null;
          const listed = fields.filter(
            (f): f is Listed => f.kind === 'reference' || f.kind === 'choices',
          );
          const [choices, prefill] = await Promise.all([
            Promise.all(
              listed.map((f) =>
                f.kind === 'reference' ? choicesOf(f, signal) : listOf(f, signal),
              ),
            ),
            !input.id && prefillPath
              ? http.get(prefillPath.slice(1), { signal }).json<Prefill>()
              : null,
          ]);
          const asked = new Set(fields.map((f) => f.name));
          return {
            values: formValues(fields, item ?? { ...initial, ...prefill?.values }),
            options: Object.fromEntries(listed.map((f, i) => [f.name, choices[i] ?? []])),
            prefilled: Object.keys(prefill?.values ?? {}).filter((name) => asked.has(name)),
            onFile: Object.fromEntries(
              Object.entries(prefill?.on_file ?? {}).filter(([name]) => asked.has(name)),
            ),
          };
        }),
      ),
      saveForm: fromPromise<FormSaved, FormSave>(({ input, signal }) =>
        withApiErrors(async () => {
          const json = { ...formInput(fields, input.values), ...fixed };
          const request = input.id
            ? http.patch(`${path}/${input.id}`, { json, signal })
            : // One key per submission: a create that moves money (an invoice run) runs once.
              http.post(path, {
                json,
                signal,
                headers: { 'Idempotency-Key': crypto.randomUUID() },
              });
          const answer = await request.json<{ id: string; notice?: unknown }>();
          return {
            id: answer.id,
            notice: typeof answer.notice === 'string' ? answer.notice : null,
          };
        }),
      ),
      searchChoices: fromPromise<FieldOption[], { name: string; query: string }>(
        ({ input, signal }) =>
          withApiErrors(async () => {
            const field = fields.find((f) => f.name === input.name);
            if (field?.kind === 'place') return placesOf(fields, input.query, signal);
            return field?.kind === 'references' ? searchOf(field, input.query, signal) : [];
          }),
      ),
    },
    delays: { searchPause: searchDebounceMs(user) },
    actions: {
      revalidate: assign({
        errors: ({ context }) => formErrors(form, fields, context.values, mode),
      }),
      notifyFormInvalid: () => void toastFormInvalid(),
      announceSaved: ({ context }) => {
        if (context.notice) toastStore.show(context.notice, 'info');
      },
      openSaved: ({ context }) =>
        typeof saved === 'function'
          ? navigation.go(saved(context.savedId ?? ''))
          : saved.onSaved(context.savedId ?? ''),
    },
  });
}

/**
 * The form chart bound to a record of the caller's own (their address, their signature): load it
 * from `GET <apiPath>` (null before the first save), save it whole with `PUT <apiPath>`.
 */
export function ownFormLogic(
  apiPath: `/${string}`,
  form: FormDefinition,
  user: Subject,
  onSaved: () => void,
) {
  const fields = fieldsFor(form, user, 'update');
  const path = apiPath.slice(1);
  return resourceFormScreen.provide({
    actors: {
      loadForm: fromPromise<FormLoad, { id: string | null }>(({ signal }) =>
        withApiErrors(async () => {
          const item = await http.get(path, { signal }).json<Record<string, unknown> | null>();
          return { values: formValues(fields, item), options: {} };
        }),
      ),
      saveForm: fromPromise<{ id: string }, FormSave>(({ input, signal }) =>
        withApiErrors(async () => {
          await http.put(path, { json: formInput(fields, input.values), signal });
          return { id: path };
        }),
      ),
    },
    actions: {
      revalidate: assign({
        errors: ({ context }) => formErrors(form, fields, context.values, 'update'),
      }),
      notifyFormInvalid: () => void toastFormInvalid(),
      openSaved: () => onSaved(),
    },
  });
}
