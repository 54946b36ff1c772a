import type { z } from 'zod';
import type { Subject } from '../policy/capabilities';
import { centsToAmount, parseAmountCents } from './money-input';

/**
 * Lists the app loads once at start (spec §7: workers' comp codes), in memory for select fields
 * built from them; empty until loaded.
 */
export interface Preloaded {
  workers_comp_codes: readonly { code: string; description: string; state: string }[];
}
export const NOTHING_PRELOADED: Preloaded = { workers_comp_codes: [] };

/** A choice of a select field: the value sent and the words shown. */
export interface FieldOption {
  value: string;
  label: string;
  /** What choosing it writes into the form's fields (a suggested place: city, state, ZIP, country). */
  fills?: Readonly<Record<string, string>>;
}

interface FieldBase {
  /**
   * The input's key: the body field sent, and the item field an edit starts from. A dotted name
   * (`params.from`) is a field of an object the body nests (`params: {from}`), checked by that
   * object's own schema and named so in its messages.
   */
  name: string;
  label: string;
  /** Shown under the field before any error. */
  hint?: string;
  /**
   * A number stored sealed that the API never answers back (only masked): an edit starts it blank,
   * and leaving it blank keeps the stored one, so the browser leaves a blank one to the server's check.
   */
  sealed?: boolean;
  required?: boolean;
  /** Who is asked this field; the server decides its value for everyone else (a partner's own id). */
  shownTo?: (user: Subject) => boolean;
  /** Shown only when editing, or only when creating. */
  only?: 'create' | 'update';
}

/**
 * The kinds a form field can be. A `reference` names a row of another resource, offered from that
 * resource's list as the caller sees it (so a choice is never out of the caller's scope).
 */
export type FormField = FieldBase &
  (
    | { kind: 'text' | 'email' | 'textarea' | 'date' | 'time'; maxLength?: number }
    /**
     * An address's city, typed with suggestions from the maps service (a city's name or a ZIP
     * code); picking one fills the city, state, ZIP code and country fields the form has.
     */
    | { kind: 'place'; maxLength?: number }
    | { kind: 'integer' }
    | { kind: 'money' }
    /** Hours typed with up to two decimals (`7.5`), sent as integer hundredths of an hour. */
    | { kind: 'hours' }
    | { kind: 'checkbox' }
    /** One of fixed choices; `numeric` sends the chosen value as a number (a weekday 0–6). */
    | {
        kind: 'select';
        options: (user: Subject, preloaded: Preloaded) => readonly FieldOption[];
        numeric?: boolean;
      }
    /**
     * Any number of the choices the list at `apiPath` answers (`{data: [...]}`, loaded when the form
     * opens, as the caller may see them), shown as checkboxes and sent as an array of their ids;
     * none chosen is an empty array. An edit starts from the item's ids or rows with an `id`.
     */
    | { kind: 'choices'; apiPath: `/${string}`; labelField: string }
    | { kind: 'reference'; apiPath: `/${string}`; sort: string; labelField: string }
    /**
     * Several rows of another resource, found by typing: the list at `apiPath` asked `?q=` (as
     * the caller sees it, so a result is never out of the caller's scope), the chosen ones shown
     * as removable chips, sent as an array of their ids, at most `max`.
     */
    | { kind: 'references'; apiPath: `/${string}`; labelField: string; max: number }
  );

/**
 * The values a form holds while edited: text for every field, true/false for checkboxes, the
 * chosen ids of a `references` or `choices` field.
 */
export type FormValue = string | boolean | readonly string[];
export type FormValues = Record<string, FormValue>;

/**
 * A resource's create-and-edit form, said once: the browser draws and checks it, the server takes
 * the same schema for `POST <apiPath>` and (every key optional) `PATCH <apiPath>/{id}`.
 */
export interface FormDefinition<S extends z.ZodObject = z.ZodObject> {
  /** Without defaults or refinements: the server takes its `.partial()` for PATCH as it is. */
  input: S;
  fields: readonly FormField[];
  /** Who may create and who may edit (spec §6); the server answers 403 to anyone else. */
  may: { create: (user: Subject) => boolean; update: (user: Subject) => boolean };
  /**
   * A rule over several fields the schema cannot hold (an address, a date range), as messages by
   * field: the browser runs it with the schema; the server on a create's body, and on an edit's
   * item with the patch laid over it.
   */
  check?: (input: Record<string, unknown>) => Record<string, string>;
  /**
   * What an edit's answer carries beyond the item: facts of what the edit did, and a `notice` the
   * form shows after saving (a rate change says which approved work it left at its rates).
   */
  updated?: z.ZodObject;
}

export const defineForm = <S extends z.ZodObject>(d: FormDefinition<S>) => d;

export type FormMode = 'create' | 'update';

/** The fields this user is asked in this mode. */
export const fieldsFor = (form: Pick<FormDefinition, 'fields'>, user: Subject, mode: FormMode) =>
  form.fields.filter((f) => (!f.only || f.only === mode) && (!f.shownTo || f.shownTo(user)));

const isList = (f: FormField) => f.kind === 'references' || f.kind === 'choices';

const emptyValue = (f: FormField): FormValue =>
  f.kind === 'checkbox' ? false : isList(f) ? [] : '';

/** What an item holds at a field's name, a dotted name read through the objects it nests. */
function valueAt(item: Record<string, unknown> | null | undefined, name: string): unknown {
  let at: unknown = item;
  for (const key of name.split('.'))
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/** An id of a chosen row: the id itself, or a row's `id` (a schedule answers its recipients whole). */
const idOf = (v: unknown) =>
  v && typeof v === 'object' && 'id' in v ? String((v as { id: unknown }).id) : String(v);

/** The starting values: blank for a new record, the item's own for an edit. */
export function formValues(
  fields: readonly FormField[],
  item?: Record<string, unknown> | null,
): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const v = valueAt(item, f.name);
    if (v === null || v === undefined) values[f.name] = emptyValue(f);
    else if (f.kind === 'checkbox') values[f.name] = v === true;
    else if (isList(f)) values[f.name] = Array.isArray(v) ? v.map(idOf) : [];
    else if ((f.kind === 'money' || f.kind === 'hours') && typeof v === 'number')
      values[f.name] = centsToAmount(v);
    else values[f.name] = String(v);
  }
  return values;
}

/** A field's typed value; `undefined` marks text that is not a number where a number is asked. */
function typedValue(f: FormField, raw: FormValue | undefined): unknown {
  if (f.kind === 'checkbox') return raw === true;
  if (f.kind === 'references') return Array.isArray(raw) && raw.length > 0 ? [...raw] : null;
  if (f.kind === 'choices') return Array.isArray(raw) ? [...raw] : [];
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return null;
  if (f.kind === 'select' && f.numeric) return /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;
  if (f.kind === 'money') return parseAmountCents(text) ?? undefined;
  // Hours read like an amount without a currency: digits, an optional point and two decimals.
  if (f.kind === 'hours')
    return /^\d+(\.\d{1,2})?$/.test(text) ? parseAmountCents(text) : undefined;
  if (f.kind === 'integer') return /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;
  return text;
}

/**
 * The request body: each asked field typed (blank is null); fields not asked are left to the server.
 * A dotted field goes into the object it names; left blank it is left out of that object, which is
 * sent whole and judged by its own schema (a report's optional parameter is absent, never null).
 */
export function formInput(
  fields: readonly FormField[],
  values: FormValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const typed = typedValue(f, values[f.name]);
    const path = f.name.split('.');
    const key = path.pop()!;
    let at = body;
    for (const part of path) {
      const inner = at[part];
      at = (at[part] = inner && typeof inner === 'object' ? inner : {}) as Record<string, unknown>;
    }
    if (path.length === 0 || typed !== null) at[key] = typed;
  }
  return body;
}

/**
 * The field a schema's message is about: the longest leading part of its path that names a field
 * (`params.to` for `['params', 'to']`), or its first key.
 */
function fieldOfPath(fields: readonly FormField[], path: readonly PropertyKey[]): string {
  const keys = path.filter((k): k is string | number => typeof k !== 'symbol').map(String);
  for (let n = keys.length; n > 1; n--) {
    const name = keys.slice(0, n).join('.');
    if (fields.some((f) => f.name === name)) return name;
  }
  return typeof path[0] === 'string' ? path[0] : '';
}

const NOT_A_NUMBER: Partial<Record<FormField['kind'], string>> = {
  money: 'Enter an amount such as 1250.00',
  integer: 'Enter a whole number',
  hours: 'Enter hours such as 7.50',
};

/**
 * What is wrong, by field: the words the server's schema would give, checked before sending.
 * A field's first message wins; messages about the form as a whole go under ''.
 */
export function formErrors(
  form: Pick<FormDefinition, 'input' | 'check'>,
  fields: readonly FormField[],
  values: FormValues,
  mode: FormMode,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const typed = typedValue(f, values[f.name]);
    if (typed === undefined) errors[f.name] = NOT_A_NUMBER[f.kind] ?? 'Invalid value';
    else if (typed === null && f.required) errors[f.name] = `${f.label} is required`;
  }
  const schema = mode === 'update' ? form.input.partial() : form.input;
  const input = formInput(fields, values);
  const parsed = schema.safeParse(input);
  const shown = (key: string) =>
    !(key in errors) && (key === '' || fields.some((f) => f.name === key));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = fieldOfPath(fields, issue.path);
      if (shown(key)) errors[key] = issue.message;
    }
  }
  for (const [key, message] of Object.entries(form.check?.(input) ?? {}))
    if (shown(key)) errors[key] = message;
  if (mode === 'update')
    for (const f of fields) if (f.sealed && input[f.name] === null) delete errors[f.name];
  return errors;
}
