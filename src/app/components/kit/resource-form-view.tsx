import { useActorRef, useSelector } from '@xstate/react';
import { Fragment, useMemo, type FormEvent, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type {
  resourceFormScreen,
  ResourceFormEvent,
} from '../../../../machines/kit/resource-form.screen';
import type { Subject } from '../../../domain/policy/capabilities';
import {
  fieldsFor,
  type FieldOption,
  type FormDefinition,
  type FormField,
} from '../../../domain/resources/form';
import { formLogic, ownFormLogic } from '../../actors/resource-form';
import { SpaLink } from '../nav/spa-link';
import { CheckboxField, ChoicesField, SelectField } from './choice-fields';
import { LoadError } from './load-error';
import { PlaceField } from './place-field';
import { ReferencesField } from './references-field';
import { SuggestedAddress } from './suggested-address';
import { usePreloaded } from './preloaded-context';
import { TextField } from './text-field';

type FormSnapshot = SnapshotFrom<typeof resourceFormScreen>;

const INPUT_TYPE = {
  text: 'text',
  email: 'email',
  date: 'date',
  time: 'time',
  integer: 'text',
  money: 'text',
  hours: 'text',
  textarea: 'text',
} as const;

/** One field drawn by its kind, with the message the chart holds for it. */
function Field({
  field: f,
  snapshot: s,
  user,
  send,
}: {
  field: FormField;
  snapshot: FormSnapshot;
  user: Subject;
  send: (e: ResourceFormEvent) => void;
}) {
  const { values, errors, serverErrors, showErrors, options, search } = s.context;
  const preloaded = usePreloaded();
  const error = serverErrors[f.name] ?? (showErrors ? errors[f.name] : undefined);
  const disabled = s.hasTag('busy');
  const label = f.required ? `${f.label} *` : f.label;
  const change = (value: string | boolean | string[]) =>
    send({ type: 'form.change', name: f.name, value });
  const value = values[f.name];
  if (f.kind === 'checkbox')
    return (
      <CheckboxField
        label={f.label}
        checked={value === true}
        onChange={change}
        hint={f.hint}
        error={error}
        disabled={disabled}
      />
    );
  if (f.kind === 'choices')
    return (
      <ChoicesField
        label={label}
        value={Array.isArray(value) ? (value as readonly string[]) : []}
        options={options[f.name] ?? []}
        onChange={change}
        hint={f.hint}
        error={error}
        disabled={disabled}
      />
    );
  if (f.kind === 'references') {
    const mine = search.name === f.name;
    return (
      <ReferencesField
        label={label}
        chosen={options[f.name] ?? []}
        query={mine ? search.query : ''}
        results={mine ? search.results : []}
        pending={mine && (s.matches({ editing: 'waiting' }) || s.matches({ editing: 'searching' }))}
        searchError={mine ? search.error : null}
        max={f.max}
        hint={f.hint}
        error={error}
        disabled={disabled}
        onQuery={(query) => send({ type: 'form.search', name: f.name, query })}
        onPick={(option) => send({ type: 'form.pick', name: f.name, option })}
        onUnpick={(value) => send({ type: 'form.unpick', name: f.name, value })}
      />
    );
  }
  if (f.kind === 'place') {
    const mine = search.name === f.name;
    return (
      <PlaceField
        label={label}
        value={String(value ?? '')}
        results={mine ? search.results : []}
        pending={mine && (s.matches({ editing: 'waiting' }) || s.matches({ editing: 'searching' }))}
        searchError={mine ? search.error : null}
        maxLength={f.maxLength}
        hint={f.hint}
        error={error}
        disabled={disabled}
        onType={(typed) => {
          change(typed);
          send({ type: 'form.search', name: f.name, query: typed });
        }}
        onPick={(option) => send({ type: 'form.fill', values: option.fills ?? {} })}
      />
    );
  }
  if (f.kind === 'select' || f.kind === 'reference') {
    const offered: readonly FieldOption[] =
      f.kind === 'select' ? f.options(user, preloaded) : (options[f.name] ?? []);
    // A value the record holds that the choices lack (a retired code) stays offered, so saving keeps it.
    const held = typeof value === 'string' ? value : '';
    const choices =
      held && !offered.some((o) => o.value === held)
        ? [{ value: held, label: held }, ...offered]
        : offered;
    return (
      <SelectField
        label={label}
        value={String(value ?? '')}
        options={choices}
        onChange={change}
        error={error}
        disabled={disabled}
      />
    );
  }
  return (
    <TextField
      label={label}
      type={INPUT_TYPE[f.kind]}
      inputMode={
        f.kind === 'money' || f.kind === 'hours'
          ? 'decimal'
          : f.kind === 'integer'
            ? 'numeric'
            : undefined
      }
      rows={f.kind === 'textarea' ? 4 : undefined}
      maxLength={'maxLength' in f ? f.maxLength : undefined}
      value={String(value ?? '')}
      onChange={change}
      hint={f.hint}
      error={error}
      disabled={disabled}
    />
  );
}

export interface ResourceFormViewProps {
  apiPath: `/${string}`;
  /** Where the record to edit is read, when not at `apiPath` (I-9 section 2 edits the I-9). */
  loadPath?: `/${string}`;
  form: FormDefinition;
  user: Subject;
  /** The record to edit; absent to create one. */
  id?: string;
  title: string;
  /** Where Cancel goes, and where a saved record is shown. */
  cancelHref: string;
  savedHref: (id: string) => string;
  submitLabel?: string;
  /** What a new record starts with, shaped as the API holds it (a link's validated search params). */
  initial?: Record<string, unknown>;
  /** Body values the page decides rather than the user (the record a new message is about). */
  fixed?: Record<string, unknown>;
  /** Where a new record's values the user already entered elsewhere are read: those are not asked again. */
  prefillPath?: `/${string}`;
}

/**
 * A form inside another page (a note under a record): no page title, back link or Cancel, body
 * values the page fixes, and `onSaved` in place of opening the saved record.
 */
export interface InlineFormProps {
  apiPath: `/${string}`;
  form: FormDefinition;
  user: Subject;
  label: string;
  fixed: Record<string, unknown>;
  onSaved: (id: string) => void;
  submitLabel: string;
}

/**
 * Any resource's create or edit page: the fields this user is asked, drawn from the form definition,
 * run by the generic form chart. A saved record opens its page.
 */
export function ResourceFormView(props: ResourceFormViewProps) {
  const {
    apiPath,
    loadPath,
    form,
    user,
    id,
    title,
    cancelHref,
    savedHref,
    initial,
    fixed,
    prefillPath,
  } = props;
  const mode = id ? 'update' : 'create';
  const logic = useMemo(
    () => formLogic(apiPath, form, user, mode, savedHref, fixed, loadPath, initial, prefillPath),
    [apiPath, loadPath, form, user, mode, savedHref, fixed, initial, prefillPath],
  );
  const ref = useActorRef(logic, { input: { id: id ?? null } });
  const s = useSelector(ref, (snap) => snap);
  const top = typeof s.value === 'string' ? s.value : '';
  return (
    <section data-state={top} aria-labelledby="page-title" aria-busy={s.hasTag('busy')}>
      <SpaLink href={cancelHref} className="text-sm text-brand underline">
        ← Back
      </SpaLink>
      <h1 id="page-title" className="mt-2 text-xl font-semibold">
        {title}
      </h1>
      {s.matches('failed') && (
        <LoadError message={s.context.loadError} onRetry={() => ref.send({ type: 'form.retry' })} />
      )}
      {s.hasTag('form') && (
        <FormBody
          snapshot={s}
          send={ref.send}
          form={form}
          user={user}
          mode={mode}
          labelledBy="page-title"
          submitLabel={props.submitLabel ?? 'Save'}
          className="mt-4 max-w-2xl space-y-4 rounded-lg bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        >
          <SpaLink
            href={cancelHref}
            className="rounded-md px-4 py-2 text-sm font-medium ring-1 ring-slate-300 dark:ring-slate-700"
          >
            Cancel
          </SpaLink>
        </FormBody>
      )}
      {s.matches('loading') && <p className="mt-4 text-sm text-slate-500">Loading…</p>}
    </section>
  );
}

/** What a known field holds, in words: a choice by its label, a blank sealed number by its mask. */
function shownValue(
  f: FormField,
  s: FormSnapshot,
  user: Subject,
  preloaded: ReturnType<typeof usePreloaded>,
) {
  const value = s.context.values[f.name];
  const onFile = s.context.onFile[f.name];
  if ((value === '' || value === undefined) && onFile) return `${onFile} (on file)`;
  if (f.kind === 'select')
    return f.options(user, preloaded).find((o) => o.value === value)?.label ?? String(value ?? '');
  return String(value ?? '');
}

/**
 * What the user already entered elsewhere (a W-4 from the profile): shown as read, not asked again,
 * and open to change; opened by itself when one of them is refused.
 */
function KnownFields({
  fields,
  snapshot: s,
  user,
  grid,
}: {
  fields: readonly FormField[];
  snapshot: FormSnapshot;
  user: Subject;
  grid: (fields: readonly FormField[]) => ReactNode;
}) {
  const preloaded = usePreloaded();
  const refused = fields.some(
    (f) => s.context.serverErrors[f.name] ?? (s.context.showErrors && s.context.errors[f.name]),
  );
  return (
    <section
      aria-label="Already on file"
      className="rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800"
    >
      <h2 className="font-semibold">Already on file</h2>
      <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1">
        {fields.map((f) => (
          <Fragment key={f.name}>
            <dt className="text-slate-600 dark:text-slate-400">{f.label}</dt>
            <dd className="min-w-0 break-words">{shownValue(f, s, user, preloaded)}</dd>
          </Fragment>
        ))}
      </dl>
      <details open={refused || undefined} className="mt-3">
        <summary className="cursor-pointer text-brand underline">Change these</summary>
        <div className="mt-3">{grid(fields)}</div>
      </details>
    </section>
  );
}

/** The fields, the form-wide message and the submit button, drawn from the chart's snapshot (view tests draw it too). */
export function FormBody(props: {
  snapshot: FormSnapshot;
  send: (e: ResourceFormEvent) => void;
  form: FormDefinition;
  user: Subject;
  mode: 'create' | 'update';
  labelledBy?: string;
  ariaLabel?: string;
  submitLabel: string;
  className: string;
  children?: ReactNode;
}) {
  const { snapshot: s, send, user } = props;
  const fields = fieldsFor(props.form, user, props.mode);
  const known = new Set([...s.context.prefilled, ...Object.keys(s.context.onFile)]);
  const kept = fields.filter((f) => known.has(f.name));
  const asked = fields.filter((f) => !known.has(f.name));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };
  const grid = (shown: readonly FormField[]) => (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {shown.map((f) => (
        <div
          key={f.name}
          className={
            f.kind === 'textarea' ||
            f.kind === 'checkbox' ||
            f.kind === 'references' ||
            f.kind === 'choices'
              ? 'min-w-0 sm:col-span-2'
              : 'min-w-0'
          }
        >
          <Field field={f} snapshot={s} user={user} send={send} />
        </div>
      ))}
    </div>
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={props.labelledBy}
      aria-label={props.ariaLabel}
      className={props.className}
    >
      {kept.length > 0 && <KnownFields fields={kept} snapshot={s} user={user} grid={grid} />}
      {grid(asked)}
      {s.context.suggestedAddress && (
        <SuggestedAddress
          place={s.context.suggestedAddress}
          fields={fields}
          onUse={(values) => send({ type: 'form.fill', values })}
        />
      )}
      {s.context.showErrors && s.context.errors[''] && (
        <LoadError look="line" message={s.context.errors['']} />
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={s.hasTag('busy')}
          className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        >
          {s.hasTag('busy') ? 'Saving…' : props.submitLabel}
        </button>
        {props.children}
      </div>
    </form>
  );
}

/** A create form inside another page, on the same chart as a form page. */
export function InlineResourceForm(props: InlineFormProps) {
  const { apiPath, form, user, fixed, onSaved } = props;
  const logic = useMemo(
    () => formLogic(apiPath, form, user, 'create', { onSaved }, fixed),
    [apiPath, form, user, onSaved, fixed],
  );
  const ref = useActorRef(logic, { input: { id: null } });
  const s = useSelector(ref, (snap) => snap);
  if (s.matches('failed'))
    return (
      <LoadError message={s.context.loadError} onRetry={() => ref.send({ type: 'form.retry' })} />
    );
  if (!s.hasTag('form')) return null;
  return (
    <FormBody
      snapshot={s}
      send={ref.send}
      form={form}
      user={user}
      mode="create"
      ariaLabel={props.label}
      submitLabel={props.submitLabel}
      className="space-y-3"
    />
  );
}

export interface OwnRecordFormProps {
  apiPath: `/${string}`;
  form: FormDefinition;
  user: Subject;
  label: string;
  submitLabel: string;
  onSaved: () => void;
}

/** A form about the caller's own record (`registerOwnForm`), inside another page. */
export function OwnRecordForm(props: OwnRecordFormProps) {
  const { apiPath, form, user, onSaved } = props;
  const logic = useMemo(
    () => ownFormLogic(apiPath, form, user, onSaved),
    [apiPath, form, user, onSaved],
  );
  const ref = useActorRef(logic, { input: { id: null } });
  const s = useSelector(ref, (snap) => snap);
  if (s.matches('failed'))
    return (
      <LoadError message={s.context.loadError} onRetry={() => ref.send({ type: 'form.retry' })} />
    );
  if (s.matches('loading')) return <p className="text-sm text-slate-500">Loading…</p>;
  if (!s.hasTag('form')) return null;
  return (
    <FormBody
      snapshot={s}
      send={ref.send}
      form={form}
      user={user}
      mode="update"
      ariaLabel={props.label}
      submitLabel={props.submitLabel}
      className="space-y-4"
    />
  );
}
