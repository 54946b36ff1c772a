import { rowHours, type EditableField, type EntryRow } from './entry-rows';
import { formatDate, formatDecimal2 } from '../../domain/format/format';
import { to12Hour } from '../../domain/timesheets/hours';
import { parseLooseTime } from '../../domain/timesheets/loose-time';
import type { FieldErrors } from '../../domain/timesheets/validation';
import { EntryContext } from './entry-provider';

export const weekday = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
const input =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm aria-[invalid=true]:border-red-600 disabled:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:disabled:bg-slate-800';

interface FieldProps {
  row: EntryRow;
  index: number;
  field: EditableField;
  label: string;
  errors: FieldErrors;
  disabled: boolean;
  placeholder?: string;
  hint?: string;
  /** Shown above the input in the day-by-day form; the table's column header says it there. */
  visibleLabel?: string;
  /** Table columns the cell takes (an hours-only day's hours take start, end and break). */
  colSpan?: number;
}

/** One input of a day, as a table cell or, with a visible label, as a line of the day's form. */
export function Field({
  row,
  index,
  field,
  label,
  errors,
  disabled,
  placeholder,
  hint,
  visibleLabel,
  colSpan,
}: FieldProps) {
  const ref = EntryContext.useActorRef();
  const key = field === 'break_minutes' ? 'break_time_minutes' : field;
  const error = errors[key as keyof FieldErrors];
  const id = `row-${index}-${field}`;
  const Wrapper = visibleLabel ? 'div' : 'td';
  return (
    <Wrapper
      className={visibleLabel ? 'flex min-w-0 flex-col gap-1 text-sm' : 'p-1 align-top'}
      colSpan={visibleLabel ? undefined : colSpan}
    >
      {visibleLabel && <label htmlFor={id}>{visibleLabel}</label>}
      <input
        id={id}
        placeholder={placeholder}
        aria-label={`${label}, ${weekday(row.date)}`}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={input}
        value={row[field]}
        disabled={disabled}
        onChange={(e) => ref.send({ type: 'entry.edit', index, field, value: e.target.value })}
        onBlur={() => ref.send({ type: 'entry.leave', index, field })}
      />
      {hint && !error && (
        <span id={`${id}-hint`} className="block text-xs text-slate-500">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="block text-xs text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </Wrapper>
  );
}

/** What a day's inputs show: whether they are open, the computed hours and a time's 12-hour reading. */
export function dayOf(row: EntryRow, locked: boolean) {
  const editable = row.status === null || row.status === 'draft' || row.status === 'rejected';
  const twelve = (typed: string) => {
    const t = parseLooseTime(typed);
    return t ? to12Hour(t) : undefined;
  };
  return { disabled: locked || !editable, hours: rowHours(row), twelve };
}

/** The day's status words: saved status, unsaved changes, the rejection's reason. */
export function DayStatus({ row }: { row: EntryRow }) {
  return (
    <>
      {row.status ?? (row.dirty ? 'not saved' : '')}
      {row.status && row.dirty && <span className="block">changed, not saved</span>}
      {row.rejection_reason && (
        <span className="block text-red-700 dark:text-red-400">
          Rejected: {row.rejection_reason}
        </span>
      )}
    </>
  );
}

/** The times and break of a day entered with times, as table cells. */
function TimeCells({
  row,
  index,
  errors,
  disabled,
}: {
  row: EntryRow;
  index: number;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const { twelve } = dayOf(row, disabled);
  return (
    <>
      <Field
        row={row}
        index={index}
        field="time_start"
        label="Start"
        errors={errors}
        disabled={disabled}
        placeholder="e.g. 8am"
        hint={twelve(row.time_start)}
      />
      <Field
        row={row}
        index={index}
        field="time_end"
        label="End"
        errors={errors}
        disabled={disabled}
        placeholder="e.g. 4:30pm"
        hint={twelve(row.time_end)}
      />
      <Field
        row={row}
        index={index}
        field="break_minutes"
        label="Break minutes"
        errors={errors}
        disabled={disabled}
      />
    </>
  );
}

/**
 * One day: 24-hour inputs with their 12-hour reading, break minutes and the computed hours; a day
 * entered as hours only has one hours cell in their place.
 */
export function EntryRowView({
  row,
  index,
  errors,
  locked,
}: {
  row: EntryRow;
  index: number;
  errors: FieldErrors;
  locked: boolean;
}) {
  const { disabled, hours } = dayOf(row, locked);
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800" data-date={row.date}>
      <th scope="row" className="p-2 text-left align-top text-sm font-medium">
        {weekday(row.date)}
        <span className="block text-xs font-normal text-slate-500">{formatDate(row.date)}</span>
        {errors.date && <span className="block text-xs text-red-700">{errors.date}</span>}
      </th>
      {row.hours_only ? (
        <Field
          row={row}
          index={index}
          field="hours"
          label="Hours worked"
          errors={errors}
          disabled={disabled}
          placeholder="e.g. 7.5"
          hint="Hours only: no start or end time"
          colSpan={3}
        />
      ) : (
        <TimeCells row={row} index={index} errors={errors} disabled={disabled} />
      )}
      <td
        className="p-2 text-right align-top text-sm tabular-nums"
        aria-label={`Hours, ${weekday(row.date)}`}
      >
        {hours === null ? '--' : formatDecimal2(hours)}
      </td>
      <Field
        row={row}
        index={index}
        field="project_code"
        label="Project code"
        errors={errors}
        disabled={disabled}
      />
      <Field
        row={row}
        index={index}
        field="task"
        label="Task"
        errors={errors}
        disabled={disabled}
      />
      <td className="p-2 align-top text-xs text-slate-600 dark:text-slate-400">
        <DayStatus row={row} />
      </td>
    </tr>
  );
}
