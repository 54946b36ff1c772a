import { z } from 'zod';
import { scheduleFields, scheduleTimingFaults } from './contract';
import { mayRunReport } from './policy';
import { defineForm, type FormDefinition, type FormField } from '../../domain/resources/form';
import { reportSpec, type ReportField, type ReportKey } from '../../domain/reports/catalogue';
import { WEEKDAYS } from '../../domain/reports/weekdays';

const FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];
const weekdays = WEEKDAYS.map((label, day) => ({ value: String(day), label }));
const monthDays = Array.from({ length: 28 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

/** A report's own parameter as a field of the `params` object the schedule sends. */
function paramField(p: ReportField): FormField {
  const base = { name: `params.${p.name}`, label: p.label, required: !p.optional };
  if (p.kind === 'date') return { ...base, kind: 'date' };
  if (p.kind === 'int') return { ...base, kind: 'integer' };
  return { ...base, kind: 'select', options: () => p.options ?? [] };
}

/**
 * The edit form of a schedule of one report: its timing, its recipients (those who may read the
 * report, as the API offers them) and that report's parameters, nested under `params` and judged by
 * the report's one schema, as `PATCH /v2/report_schedules/{id}` judges them.
 */
function defineScheduleForm(report: ReportKey) {
  const spec = reportSpec(report);
  return defineForm({
    input: z.strictObject({ ...scheduleFields, params: spec.params }),
    fields: [
      {
        name: 'frequency',
        label: 'Frequency',
        kind: 'select',
        options: () => FREQUENCIES,
        required: true,
      },
      {
        name: 'weekday',
        label: 'Day of the week',
        kind: 'select',
        numeric: true,
        options: () => weekdays,
        hint: 'For a weekly schedule',
      },
      {
        name: 'month_day',
        label: 'Day of the month',
        kind: 'select',
        numeric: true,
        options: () => monthDays,
        hint: 'For a monthly schedule',
      },
      { name: 'time', label: 'Time', kind: 'time', required: true },
      {
        name: 'time_zone',
        label: 'Time zone',
        kind: 'text',
        required: true,
        hint: 'An IANA name such as America/Chicago',
      },
      ...spec.fields.map(paramField),
      {
        name: 'recipients',
        label: 'Mail each run to',
        kind: 'choices',
        apiPath: `/report_schedules/recipients?report=${report}`,
        labelField: 'name',
      },
    ],
    may: { create: (u) => mayRunReport(u, report), update: (u) => mayRunReport(u, report) },
    check: (input) =>
      scheduleTimingFaults({
        frequency: String(input.frequency ?? ''),
        weekday: typeof input.weekday === 'number' ? input.weekday : null,
        month_day: typeof input.month_day === 'number' ? input.month_day : null,
      }),
  });
}

const forms = new Map<ReportKey, FormDefinition>();

/** One definition per report, made once, so a page keeps the same form across renders. */
export function scheduleForm(report: ReportKey): FormDefinition {
  let form = forms.get(report);
  if (!form) forms.set(report, (form = defineScheduleForm(report)));
  return form;
}
