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
}

interface FieldBase {
  /** The input's key: the body field sent, and the item field an edit starts from. */
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
    | { kind: 'text' | 'email' | 'textarea' | 'date'; maxLength?: number }
    | { kind: 'integer' }
    | { kind: 'money' }
    /** Hours typed with up to two decimals (`7.5`), sent as integer hundredths of an hour. */
    | { kind: 'hours' }
    | { kind: 'checkbox' }
    | { kind: 'select'; options: (user: Subject, preloaded: Preloaded) => readonly FieldOption[] }
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
 * chosen ids of a `references` field.
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

const emptyValue = (f: FormField): FormValue =>
  f.kind === 'checkbox' ? false : f.kind === 'references' ? [] : '';

/** The starting values: blank for a new record, the item's own for an edit. */
export function formValues(
  fields: readonly FormField[],
  item?: Record<string, unknown> | null,
): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const v = item?.[f.name];
    if (v === null || v === undefined) values[f.name] = emptyValue(f);
    else if (f.kind === 'checkbox') values[f.name] = v === true;
    else if (f.kind === 'references') values[f.name] = Array.isArray(v) ? v.map(String) : [];
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
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return null;
  if (f.kind === 'money') return parseAmountCents(text) ?? undefined;
  // Hours read like an amount without a currency: digits, an optional point and two decimals.
  if (f.kind === 'hours')
    return /^\d+(\.\d{1,2})?$/.test(text) ? parseAmountCents(text) : undefined;
  if (f.kind === 'integer') return /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;
  return text;
}

/** The request body: each asked field typed (blank is null); fields not asked are left to the server. */
export function formInput(
  fields: readonly FormField[],
  values: FormValues,
): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.name, typedValue(f, values[f.name])]));
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
      const key = typeof issue.path[0] === 'string' ? issue.path[0] : '';
      if (shown(key)) errors[key] = issue.message;
    }
  }
  for (const [key, message] of Object.entries(form.check?.(input) ?? {}))
    if (shown(key)) errors[key] = message;
  if (mode === 'update')
    for (const f of fields) if (f.sealed && input[f.name] === null) delete errors[f.name];
  return errors;
}
