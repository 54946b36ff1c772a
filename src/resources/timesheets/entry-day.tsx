import type { EntryRow } from './entry-rows';
import { formatDate, formatDecimal2 } from '../../domain/format/format';
import type { FieldErrors } from '../../domain/timesheets/validation';
import { dayOf, DayStatus, Field, weekday } from './entry-row';

/**
 * One day of the week as a small form, for phones: the same inputs, names and messages as a row of the
 * week's table, stacked so nothing scrolls sideways.
 */
export function EntryDayView({
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
  const { disabled, hours, twelve } = dayOf(row, locked);
  const day = weekday(row.date);
  const common = { row, index, errors, disabled };
  return (
    <fieldset
      data-date={row.date}
      className="rounded-lg bg-white p-3 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <legend className="px-1 text-sm font-medium">
        {day} <span className="font-normal text-slate-500">{formatDate(row.date)}</span>
      </legend>
      {errors.date && <p className="text-xs text-red-700">{errors.date}</p>}
      {row.hours_only ? (
        <Field
          {...common}
          field="hours"
          label="Hours worked"
          visibleLabel="Hours worked"
          placeholder="e.g. 7.5"
          hint="Hours only: no start or end time"
        />
      ) : (
        <div className="grid grid-cols-3 gap-2">
          <Field
            {...common}
            field="time_start"
            label="Start"
            visibleLabel="Start"
            placeholder="e.g. 8am"
            hint={twelve(row.time_start)}
          />
          <Field
            {...common}
            field="time_end"
            label="End"
            visibleLabel="End"
            placeholder="e.g. 4:30pm"
            hint={twelve(row.time_end)}
          />
          <Field
            {...common}
            field="break_minutes"
            label="Break minutes"
            visibleLabel="Break (min)"
          />
        </div>
      )}
      <p className="mt-2 text-sm">
        Hours:{' '}
        <output className="font-semibold tabular-nums" aria-label={`Hours, ${day}`}>
          {hours === null ? '--' : formatDecimal2(hours)}
        </output>
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Field {...common} field="project_code" label="Project code" visibleLabel="Project code" />
        <Field {...common} field="task" label="Task" visibleLabel="Task" />
      </div>
      <div className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        <DayStatus row={row} />
      </div>
    </fieldset>
  );
}
