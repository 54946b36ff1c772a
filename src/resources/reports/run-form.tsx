import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { reportRequestScreen } from './request.screen';
import { reportsOf } from './policy';
import {
  REPORTS,
  reportSpec,
  type ReportField,
  type ReportKey,
} from '../../domain/reports/catalogue';
import type { User } from '../../domain/contracts/user';
import { runReport } from './actors';
import { LoadError } from '../../app/components/kit/load-error';

const logic = reportRequestScreen.provide({ actors: { runReport } });
const input =
  'mt-1 block w-full rounded-md border px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';

const today = () => new Date().toISOString().slice(0, 10);

/** A report's parameters as the form starts them: today, the year so far, this year, the first choice. */
export function defaultParams(key: ReportKey): Record<string, unknown> {
  const d = today();
  return Object.fromEntries(
    reportSpec(key).fields.map((f) => [
      f.name,
      f.kind === 'enum'
        ? f.options?.[0]?.value
        : f.name === 'from'
          ? `${d.slice(0, 4)}-01-01`
          : f.name === 'year'
            ? Number(d.slice(0, 4))
            : f.kind === 'int'
              ? (f.initial ?? 0)
              : d,
    ]),
  );
}

function Field({
  field,
  value,
  error,
  onChange,
}: {
  field: ReportField;
  value: unknown;
  error?: string;
  onChange: (v: unknown) => void;
}) {
  const id = `report-param-${field.name}`;
  return (
    <div className="text-sm">
      <label htmlFor={id} className="block">
        {field.label}
      </label>
      {field.kind === 'enum' ? (
        <select
          id={id}
          className={input}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
        >
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={field.kind === 'date' ? 'date' : 'number'}
          className={input}
          value={String(value ?? '')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(field.kind === 'int' ? Number(e.target.value) : e.target.value)}
        />
      )}
      {error && (
        <span id={`${id}-error`} className="mt-1 block text-xs text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </div>
  );
}

/** "Run report": the reports this user may run, the chosen one's parameters, and Run. */
export function RunReportForm({ user }: { user: User }) {
  const allowed = useMemo(() => reportsOf(user), [user]);
  const first = allowed[0];
  const ref = useActorRef(logic, {
    input: {
      request: { report: first ?? 'receivables_aging', params: first ? defaultParams(first) : {} },
    },
  });
  const snapshot = useSelector(ref, (s) => s);
  const navigate = useNavigate();
  const { request, error, runId } = snapshot.context;
  useEffect(() => {
    if (runId) void navigate({ to: '/reports/$id', params: { id: runId } });
  }, [runId, navigate]);
  if (!first)
    return (
      <p className="my-4 text-sm">
        No report has been granted to you yet: an admin grants reports on your user page.
      </p>
    );
  const spec = reportSpec(request.report);
  return (
    <form
      aria-labelledby="run-report-title"
      className="my-4 space-y-3 rounded-lg border p-4 dark:border-slate-700"
      data-state={String(snapshot.value)}
      onSubmit={(e) => {
        e.preventDefault();
        ref.send({ type: 'request.submit' });
      }}
    >
      <h2 id="run-report-title" className="text-base font-semibold">
        Run report
      </h2>
      <div className="grid gap-3 sm:grid-cols-4">
        <div className="text-sm sm:col-span-1">
          <label htmlFor="report-choice" className="block">
            Report
          </label>
          <select
            id="report-choice"
            className={input}
            value={request.report}
            onChange={(e) => {
              const key = e.target.value as ReportKey;
              ref.send({ type: 'request.choose', report: key, params: defaultParams(key) });
            }}
          >
            {REPORTS.filter((r) => allowed.includes(r.key)).map((r) => (
              <option key={r.key} value={r.key}>
                {r.title}
              </option>
            ))}
          </select>
        </div>
        {spec.fields.map((f) => (
          <Field
            key={`${request.report}:${f.name}`}
            field={f}
            value={request.params[f.name]}
            error={error?.fields[`params.${f.name}`]}
            onChange={(value) => ref.send({ type: 'request.set', name: f.name, value })}
          />
        ))}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{spec.description}</p>
      {error && Object.keys(error.fields).length === 0 && (
        <LoadError look="line" message={error.message} />
      )}
      <button
        type="submit"
        className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
        disabled={!snapshot.can({ type: 'request.submit' })}
      >
        Run report
      </button>
    </form>
  );
}
