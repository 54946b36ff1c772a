import type { FormFieldApi } from '../../../../machines/kit/resource-form.connect';
import type { Subject } from '../../../domain/policy/capabilities';
import type { FieldOption } from '../../../domain/resources/form';
import { CheckboxField, ChoicesField, SelectField } from './choice-fields';
import { PlaceField } from './place-field';
import { usePreloaded } from './preloaded-context';
import { ReferencesField } from './references-field';
import { TextField } from './text-field';

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

/** The choices of a select (from its definition) or a reference field (loaded by the chart). */
function choicesOf(
  api: FormFieldApi,
  user: Subject,
  preloaded: ReturnType<typeof usePreloaded>,
): readonly FieldOption[] {
  const f = api.field;
  return f.kind === 'select' ? f.options(user, preloaded) : api.options;
}

/** What a known field holds, in words: a choice by its label, a blank sealed number by its mask. */
export function shownValue(
  api: FormFieldApi,
  user: Subject,
  preloaded: ReturnType<typeof usePreloaded>,
) {
  const { value, onFile, field } = api;
  if ((value === '' || value === undefined) && onFile) return `${onFile} (on file)`;
  if (field.kind === 'select')
    return (
      choicesOf(api, user, preloaded).find((o) => o.value === value)?.label ?? String(value ?? '')
    );
  return String(value ?? '');
}

/** One field drawn by its kind, spreading what `connectResourceForm` says of it. */
export function FormFieldView({ api, user }: { api: FormFieldApi; user: Subject }) {
  const preloaded = usePreloaded();
  const { field: f, label, value, error, disabled, search, input } = api;
  if (input.kind === 'references' && f.kind === 'references')
    return (
      <ReferencesField
        label={label}
        chosen={api.options}
        query={search.query}
        results={search.results}
        pending={search.pending}
        searchError={search.error}
        max={f.max}
        hint={f.hint}
        error={error}
        disabled={disabled}
        onQuery={input.onQuery}
        onPick={input.onPick}
        onUnpick={input.onUnpick}
      />
    );
  if (input.kind === 'place' && f.kind === 'place')
    return (
      <PlaceField
        label={label}
        value={String(value ?? '')}
        results={search.results}
        pending={search.pending}
        searchError={search.error}
        maxLength={f.maxLength}
        hint={f.hint}
        error={error}
        disabled={disabled}
        onType={input.onType}
        onPick={input.onPick}
      />
    );
  // connect gives a references or place field its own input, and every other field a value input.
  if (input.kind !== 'value' || f.kind === 'references' || f.kind === 'place') return null;
  const change = input.onChange;
  if (f.kind === 'checkbox')
    return (
      <CheckboxField
        label={label}
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
        options={api.options}
        onChange={change}
        hint={f.hint}
        error={error}
        disabled={disabled}
      />
    );
  if (f.kind === 'select' || f.kind === 'reference') {
    const offered = choicesOf(api, user, preloaded);
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
