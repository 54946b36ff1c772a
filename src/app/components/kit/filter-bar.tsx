import { useId, useState, type ReactNode } from 'react';
import type {
  FilterOption,
  FilterOptions,
  ListQueryValues,
} from '../../../../machines/kit/resource-list.screen';
import { commaValues } from '../../../domain/resources/search-values';
import { statusWords } from '../../../domain/format/words';
import type { FilterSpec, ListQueryDescriptor } from '../../../domain/resources/list-query';

/** How a list shows one of its descriptor's filters; a filter without one is not offered. */
export interface FilterField<Item = never> {
  label: string;
  /** The words for an enum value; the value itself otherwise. */
  valueLabel?: (value: string) => string;
  /**
   * The enum values this user is offered, when fewer than the descriptor's (spec §5: Canada
   * classifications only for users who may see Canada); the server still judges what it accepts.
   */
  values?: readonly string[];
  /** For an id filter without choices: the chosen record's name, read off a row on the page. */
  nameIn?: (row: Item) => readonly [id: string, name: string];
}
export type FilterFields<D extends ListQueryDescriptor, Item = never> = Partial<
  Record<keyof D['filters'] & string, FilterField<Item>>
>;

type Patch = Record<string, string | undefined>;

interface Props<D extends ListQueryDescriptor, Item> {
  descriptor: D;
  fields: FilterFields<D, Item>;
  query: ListQueryValues;
  rows: readonly Item[];
  options: FilterOptions;
  /** Plural noun for the form's name: "Filter timesheets". */
  noun: string;
  onChange(patch: Patch): void;
  onClear(): void;
}

const input =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900';
const caption = 'flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-400';

function Select({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string | undefined;
  choices: readonly FilterOption[];
  onChange(v: string | undefined): void;
}) {
  const id = useId();
  return (
    <div className={`${caption} min-w-0 max-w-full`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={`${input} max-w-full`}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">All</option>
        {choices.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An id filter without choices to pick from (e.g. set by a link in a cell): shown, and removable. */
function Chip({ label, onRemove }: { label: string; onRemove(): void }) {
  return (
    <span className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800">
      {label}
      <button
        type="button"
        aria-label={`Remove the filter ${label}`}
        className="text-brand"
        onClick={onRemove}
      >
        ×
      </button>
    </span>
  );
}

interface ControlProps<Item> {
  name: string;
  spec: FilterSpec;
  field: FilterField<Item>;
  query: ListQueryValues;
  rows: readonly Item[];
  options: FilterOptions;
  onChange(patch: Patch): void;
}

function Control<Item>({ name, spec, field, query, rows, options, onChange }: ControlProps<Item>) {
  const value = query[name] === undefined ? undefined : String(query[name]);
  // A status reads as words unless the resource names its own; other enums (states, codes) as stored.
  const words = field.valueLabel ?? (name === 'status' ? statusWords : (v: string) => v);
  switch (spec.kind) {
    case 'enum':
      return (
        <Select
          label={field.label}
          value={value}
          choices={(field.values ?? spec.values).map((v) => ({ id: v, name: words(v) }))}
          onChange={(v) => onChange({ [name]: v })}
        />
      );
    case 'enumList':
      return (
        <ChoiceList
          label={field.label}
          value={value}
          all={spec.values}
          offered={field.values ?? spec.values}
          words={words}
          onChange={(v) => onChange({ [name]: v })}
        />
      );
    case 'dateRange':
      return (
        <fieldset className="flex items-end gap-2">
          <legend className="sr-only">{field.label}</legend>
          {(['from', 'to'] as const).map((end) => (
            <label key={end} className={caption}>
              {`${field.label} ${end}`}
              <input
                type="date"
                className={input}
                value={String(query[`${name}_${end}`] ?? '')}
                onChange={(e) => onChange({ [`${name}_${end}`]: e.target.value || undefined })}
              />
            </label>
          ))}
        </fieldset>
      );
    case 'text':
      return (
        <label className={caption}>
          {field.label}
          <input
            key={value ?? ''}
            type="search"
            maxLength={spec.max}
            defaultValue={value ?? ''}
            className={input}
            onBlur={(e) =>
              e.target.value !== (value ?? '') && onChange({ [name]: e.target.value || undefined })
            }
            onKeyDown={(e) =>
              e.key === 'Enter' && onChange({ [name]: e.currentTarget.value || undefined })
            }
          />
        </label>
      );
    case 'uuid': {
      const choices = options[name] ?? [];
      if (choices.length > 0)
        return (
          <Select
            label={field.label}
            value={value}
            choices={choices}
            onChange={(v) => onChange({ [name]: v })}
          />
        );
      if (!value) return null;
      const named = field.nameIn
        ? rows.map(field.nameIn).find(([id]) => id === value)?.[1]
        : undefined;
      return (
        <Chip
          label={`${field.label}: ${named ?? 'selected'}`}
          onRemove={() => onChange({ [name]: undefined })}
        />
      );
    }
  }
}

/** The filters a list's descriptor allows and its page labels, each change rewriting the URL. */
export function FilterBar<D extends ListQueryDescriptor, Item>({
  descriptor,
  fields,
  query,
  rows,
  options,
  noun,
  onChange,
  onClear,
}: Props<D, Item>): ReactNode {
  const shown = Object.entries(descriptor.filters).flatMap(([name, spec]) => {
    const field = (fields as Record<string, FilterField<Item> | undefined>)[name];
    return field ? [{ name, spec, field }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <form
      role="search"
      aria-label={`Filter ${noun}`}
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => e.preventDefault()}
    >
      {shown.map(({ name, spec, field }) => (
        <Control
          key={name}
          name={name}
          spec={spec}
          field={field}
          query={query}
          rows={rows}
          options={options}
          onChange={onChange}
        />
      ))}
      <button
        type="button"
        className="rounded-md px-2 py-1 text-sm text-brand underline"
        onClick={onClear}
      >
        Clear filters
      </button>
    </form>
  );
}

interface ChoiceListProps {
  label: string;
  value: string | undefined;
  all: readonly string[];
  offered: readonly string[];
  words(value: string): string;
  onChange(value: string | undefined): void;
}

/**
 * A comma-list filter as checkboxes. A box ticks the moment it is clicked: the list's query follows
 * after the navigation it causes, which on a busy machine comes a beat later, and a controlled box
 * would spring back until then. A new query (back, a link) replaces what was ticked.
 */
function ChoiceList({ label, value, all, offered, words, onChange }: ChoiceListProps) {
  const [shown, setShown] = useState({ value, chosen: commaValues(value) });
  if (shown.value !== value) setShown({ value, chosen: commaValues(value) });
  const toggle = (v: string) => {
    const next = shown.chosen.includes(v)
      ? shown.chosen.filter((c) => c !== v)
      : [...shown.chosen, v];
    const ordered = all.filter((x) => next.includes(x));
    setShown({ value, chosen: ordered });
    onChange(ordered.join(',') || undefined);
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {offered.map((v) => (
          <label key={v} className="flex items-center gap-1 text-sm">
            <input type="checkbox" checked={shown.chosen.includes(v)} onChange={() => toggle(v)} />
            {words(v)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
