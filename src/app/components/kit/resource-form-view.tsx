import { useActorRef, useSelector } from '@xstate/react';
import { Fragment, useMemo, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  connectResourceForm,
  type FormFieldApi,
  type ResourceFormApi,
} from '../../../../machines/kit/resource-form.connect';
import type {
  resourceFormScreen,
  ResourceFormEvent,
} from '../../../../machines/kit/resource-form.screen';
import type { Subject } from '../../../domain/policy/capabilities';
import { fieldsFor, type FormDefinition } from '../../../domain/resources/form';
import { formLogic, ownFormLogic } from '../../actors/resource-form';
import { SpaLink } from '../nav/spa-link';
import { FormFieldView, shownValue } from './form-field';
import { LoadError } from './load-error';
import { usePreloaded } from './preloaded-context';
import { SuggestedAddress } from './suggested-address';

type FormSnapshot = SnapshotFrom<typeof resourceFormScreen>;

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

/** A form page for one snapshot of the form chart: renders what `connectResourceForm` says. */
export function ResourceFormPage({
  api,
  title,
  cancelHref,
  user,
}: {
  api: ResourceFormApi;
  title: string;
  cancelHref: string;
  user: Subject;
}) {
  return (
    <section {...api.rootProps} aria-labelledby="page-title">
      <SpaLink href={cancelHref} className="text-sm text-brand underline">
        ← Back
      </SpaLink>
      <h1 id="page-title" className="mt-2 text-xl font-semibold">
        {title}
      </h1>
      {api.loadError && (
        <LoadError message={api.loadError.message} onRetry={api.loadError.retryProps.onClick} />
      )}
      {api.form && (
        <FormBodyView
          api={api.form}
          user={user}
          labelledBy="page-title"
          className="mt-4 max-w-2xl space-y-4 rounded-lg bg-white p-5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        >
          <SpaLink
            href={cancelHref}
            className="rounded-md px-4 py-2 text-sm font-medium ring-1 ring-slate-300 dark:ring-slate-700"
          >
            Cancel
          </SpaLink>
        </FormBodyView>
      )}
      {api.loading && <p className="mt-4 text-sm text-slate-500">Loading…</p>}
    </section>
  );
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
  const fields = useMemo(() => fieldsFor(form, user, mode), [form, user, mode]);
  const api = connectResourceForm(s, ref.send, {
    fields,
    submitLabel: props.submitLabel ?? 'Save',
  });
  return <ResourceFormPage api={api} title={title} cancelHref={cancelHref} user={user} />;
}

/**
 * What the user already entered elsewhere (a W-4 from the profile): shown as read, not asked again,
 * and open to change; opened by itself when one of them is refused.
 */
function KnownFields({
  known,
  user,
  grid,
}: {
  known: { fields: FormFieldApi[]; open: boolean };
  user: Subject;
  grid: (fields: readonly FormFieldApi[]) => ReactNode;
}) {
  const preloaded = usePreloaded();
  return (
    <section
      aria-label="Already on file"
      className="rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-800"
    >
      <h2 className="font-semibold">Already on file</h2>
      <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1">
        {known.fields.map((f) => (
          <Fragment key={f.key}>
            <dt className="text-slate-600 dark:text-slate-400">{f.field.label}</dt>
            <dd className="min-w-0 break-words">{shownValue(f, user, preloaded)}</dd>
          </Fragment>
        ))}
      </dl>
      <details open={known.open || undefined} className="mt-3">
        <summary className="cursor-pointer text-brand underline">Change these</summary>
        <div className="mt-3">{grid(known.fields)}</div>
      </details>
    </section>
  );
}

const WIDE = new Set(['textarea', 'checkbox', 'references', 'choices']);

/** The fields, the form-wide message and the submit button, as `connectResourceForm` says them. */
export function FormBodyView(props: {
  api: NonNullable<ResourceFormApi['form']>;
  user: Subject;
  labelledBy?: string;
  ariaLabel?: string;
  className: string;
  children?: ReactNode;
}) {
  const { api, user } = props;
  const grid = (shown: readonly FormFieldApi[]) => (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {shown.map((f) => (
        <div key={f.key} className={WIDE.has(f.field.kind) ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
          <FormFieldView api={f} user={user} />
        </div>
      ))}
    </div>
  );
  return (
    <form
      {...api.formProps}
      noValidate
      aria-labelledby={props.labelledBy}
      aria-label={props.ariaLabel}
      className={props.className}
    >
      {api.known.fields.length > 0 && <KnownFields known={api.known} user={user} grid={grid} />}
      {grid(api.asked)}
      {api.suggested && <SuggestedAddress {...api.suggested} />}
      {api.formError && <LoadError look="line" message={api.formError} />}
      <div className="flex gap-3">
        <button
          {...api.submit.props}
          className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        >
          {api.submit.label}
        </button>
        {props.children}
      </div>
    </form>
  );
}

/** The form body of one snapshot of the form chart, for forms set inside another page. */
export function FormBody(props: {
  snapshot: FormSnapshot;
  send: (e: ResourceFormEvent) => void;
  form: FormDefinition;
  user: Subject;
  mode: 'create' | 'update';
  ariaLabel?: string;
  submitLabel: string;
  className: string;
}) {
  const { form } = connectResourceForm(props.snapshot, props.send, {
    fields: fieldsFor(props.form, props.user, props.mode),
    submitLabel: props.submitLabel,
  });
  if (!form) return null;
  return (
    <FormBodyView
      api={form}
      user={props.user}
      ariaLabel={props.ariaLabel}
      className={props.className}
    />
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
