import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { reportSchedulesScreen, type ScheduleDraft } from './schedules.screen';
import type { User } from '../../domain/contracts/user';
import { reportsOf } from './policy';
import { REPORTS, reportSpec, type ReportKey } from '../../domain/reports/catalogue';
import { changeSchedule, createSchedule, loadSchedules } from './actors';
import { LoadError } from '../../app/components/kit/load-error';
import { defaultParams } from './run-form';
import { paramsText } from './pages';
import { nextRunText, WEEKDAYS, whenText } from './schedule-text';

const logic = reportSchedulesScreen.provide({
  actors: { loadSchedules, createSchedule, changeSchedule },
});
const input =
  'mt-1 block w-full rounded-md border px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';
const small = 'rounded-md border px-2 py-1 text-sm dark:border-slate-700 disabled:opacity-50';

function Labeled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="text-sm">
      <label htmlFor={id} className="block">
        {label}
      </label>
      {children}
      {error && <span className="mt-1 block text-xs text-red-700 dark:text-red-400">{error}</span>}
    </div>
  );
}

/** /report_schedules: the schedules with pause, resume and delete, and "New schedule". */
export function ReportSchedulesPage({ user }: { user: User }) {
  const allowed = useMemo(() => reportsOf(user), [user]);
  const first = allowed[0] ?? 'receivables_aging';
  const draft: ScheduleDraft = {
    report: first,
    params: defaultParams(first),
    frequency: 'weekly',
    weekday: 1,
    month_day: 1,
    time: '08:00',
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York',
    recipients: [],
  };
  const ref = useActorRef(logic, { input: { draft } });
  const s = useSelector(ref, (x) => x);
  const { data, error, fields } = s.context;
  const d = s.context.draft;
  const spec = reportSpec(d.report);
  const editable = s.hasTag('editable');
  const set = (patch: Partial<ScheduleDraft>) => ref.send({ type: 'draft.set', patch });
  return (
    <section
      aria-labelledby="page-title"
      aria-busy={s.hasTag('busy')}
      data-state={String(s.value)}
      className="space-y-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-xl font-semibold">
          Report Schedules
        </h1>
        <Link to="/reports" className="rounded-md border px-3 py-1.5 text-sm">
          Reports
        </Link>
      </div>
      {s.matches('failed') && (
        <LoadError message={error} onRetry={() => ref.send({ type: 'schedules.retry' })} />
      )}
      <table className="w-full text-left text-sm" aria-label="Schedules">
        <thead>
          <tr>
            <th className="py-1 pr-3">Report</th>
            <th className="py-1 pr-3">When</th>
            <th className="py-1 pr-3">Next run</th>
            <th className="py-1 pr-3">Mailed to</th>
            <th className="py-1 pr-3">Status</th>
            <th className="py-1 pr-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data?.schedules.length === 0 && (
            <tr>
              <td colSpan={6} className="py-2">
                No schedules yet.
              </td>
            </tr>
          )}
          {data?.schedules.map((r) => (
            <tr key={r.id} className="border-t dark:border-slate-800">
              <td className="py-1 pr-3">
                <Link
                  to="/report_schedules/{-$id}"
                  params={{ id: r.id }}
                  className="text-brand underline"
                >
                  {r.report_title}
                </Link>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {paramsText(r)}
                </span>
              </td>
              <td className="py-1 pr-3">{whenText(r)}</td>
              <td className="py-1 pr-3">{nextRunText(r)}</td>
              <td className="py-1 pr-3">{r.recipients.map((p) => p.email).join(', ') || '--'}</td>
              <td className="py-1 pr-3">{r.paused ? 'Paused' : 'Active'}</td>
              <td className="flex gap-2 py-1 pr-3">
                <button
                  type="button"
                  className={small}
                  disabled={!editable}
                  onClick={() => ref.send({ type: 'schedule.pause', id: r.id, paused: !r.paused })}
                >
                  {r.paused ? `Resume ${r.report_title}` : `Pause ${r.report_title}`}
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={!editable}
                  onClick={() => ref.send({ type: 'schedule.delete', id: r.id })}
                >
                  {`Delete ${r.report_title}`}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        aria-labelledby="new-schedule-title"
        className="space-y-3 rounded-lg border p-4 dark:border-slate-700"
        onSubmit={(e) => {
          e.preventDefault();
          ref.send({ type: 'schedule.create' });
        }}
      >
        <h2 id="new-schedule-title" className="text-base font-semibold">
          New schedule
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Labeled id="schedule-report" label="Report">
            <select
              id="schedule-report"
              className={input}
              value={d.report}
              onChange={(e) => {
                const key = e.target.value as ReportKey;
                ref.send({ type: 'draft.choose', report: key, params: defaultParams(key) });
              }}
            >
              {REPORTS.filter((r) => allowed.includes(r.key)).map((r) => (
                <option key={r.key} value={r.key}>
                  {r.title}
                </option>
              ))}
            </select>
          </Labeled>
          {spec.fields.map((f) => (
            <Labeled
              key={`${d.report}:${f.name}`}
              id={`schedule-${f.name}`}
              label={f.label}
              error={fields[`params.${f.name}`]}
            >
              {f.kind === 'enum' ? (
                <select
                  id={`schedule-${f.name}`}
                  className={input}
                  value={String(d.params[f.name] ?? '')}
                  onChange={(e) => set({ params: { ...d.params, [f.name]: e.target.value } })}
                >
                  {f.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`schedule-${f.name}`}
                  type="date"
                  className={input}
                  value={String(d.params[f.name] ?? '')}
                  onChange={(e) => set({ params: { ...d.params, [f.name]: e.target.value } })}
                />
              )}
            </Labeled>
          ))}
          <Labeled id="schedule-frequency" label="Repeats">
            <select
              id="schedule-frequency"
              className={input}
              value={d.frequency}
              onChange={(e) => set({ frequency: e.target.value as ScheduleDraft['frequency'] })}
            >
              <option value="daily">Daily</option>
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </select>
          </Labeled>
          {d.frequency === 'weekly' && (
            <Labeled id="schedule-weekday" label="Day of the week" error={fields.weekday}>
              <select
                id="schedule-weekday"
                className={input}
                value={d.weekday ?? 1}
                onChange={(e) => set({ weekday: Number(e.target.value) })}
              >
                {WEEKDAYS.map((w, i) => (
                  <option key={w} value={i}>
                    {w}
                  </option>
                ))}
              </select>
            </Labeled>
          )}
          {d.frequency === 'monthly' && (
            <Labeled id="schedule-month-day" label="Day of the month" error={fields.month_day}>
              <input
                id="schedule-month-day"
                type="number"
                min={1}
                max={28}
                className={input}
                value={d.month_day ?? 1}
                onChange={(e) => set({ month_day: Number(e.target.value) })}
              />
            </Labeled>
          )}
          <Labeled id="schedule-time" label="Time" error={fields.time}>
            <input
              id="schedule-time"
              type="time"
              className={input}
              value={d.time}
              onChange={(e) => set({ time: e.target.value })}
            />
          </Labeled>
          <Labeled id="schedule-time-zone" label="Time zone" error={fields.time_zone}>
            <input
              id="schedule-time-zone"
              className={input}
              value={d.time_zone}
              onChange={(e) => set({ time_zone: e.target.value })}
            />
          </Labeled>
        </div>
        <fieldset className="text-sm">
          <legend>Mail each run to</legend>
          {data?.recipients.map((p) => (
            <label key={p.id} className="mr-4 inline-flex items-center gap-1">
              <input
                type="checkbox"
                checked={d.recipients.includes(p.id)}
                onChange={(e) =>
                  set({
                    recipients: e.target.checked
                      ? [...d.recipients, p.id]
                      : d.recipients.filter((x) => x !== p.id),
                  })
                }
              />
              {`${p.name} <${p.email}>`}
            </label>
          ))}
          {fields.recipients && (
            <span className="block text-xs text-red-700 dark:text-red-400">
              {fields.recipients}
            </span>
          )}
        </fieldset>
        {error && !s.matches('failed') && Object.keys(fields).length === 0 && (
          <LoadError look="line" message={error} />
        )}
        <button
          type="submit"
          className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
          disabled={!editable}
        >
          Add schedule
        </button>
      </form>
    </section>
  );
}
