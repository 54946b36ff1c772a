import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { auditReplayScreen } from '../../../../machines/audit-replay/audit-replay.screen';
import { chartById } from '../../../../machines/charts';
import { chartGraph } from '../../../../machines/kit/chart-graph';
import type { ReplayRole, ReplayStep } from '../../../domain/contracts/replay';
import { formatDate } from '../../../domain/format/format';
import { roleWords, statusWords } from '../../../domain/format/words';
import { replayLoader } from '../../actors/replay';
import { LoadError } from '../../components/kit/load-error';
import { SpaLink } from '../../components/nav/spa-link';
import { ChartDiagram, type DiagramHighlight } from './chart-diagram';
import { CardTable } from '../../components/kit/card-table';
import { useMoment } from '../globals/provider';

const dash = (v: string | null | undefined) => (v ? v : '--');

function locationText(l: Record<string, unknown> | null): string {
  if (!l) return '--';
  const { latitude, longitude, accuracy, source } = l;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return JSON.stringify(l);
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}${typeof accuracy === 'number' ? ` (±${accuracy} m)` : ''}${typeof source === 'string' ? `, ${source}` : ''}`;
}

/** How each way out of the state stood at this step: open to some role, or to none. */
function highlightOf(step: ReplayStep): DiagramHighlight {
  const events: Record<string, 'allowed' | 'refused'> = {};
  for (const role of step.roles) {
    for (const a of role.actions) if (a.available || !events[a.event]) events[a.event] = a.available ? 'allowed' : 'refused';
  }
  return { active: step.active, events, taken: step.type };
}

function StepFacts({ step }: { step: ReplayStep }) {
  const moment = useMoment();
  const rows: [string, string][] = [
    ['When', moment(step.occurred_at, true)],
    ['Actor', `${dash(step.actor_name)} (${step.actor_role ? roleWords(step.actor_role) : dash(null)})`],
    ['Detail', dash(step.detail)],
    ['State', `${step.from ? statusWords(step.from) : 'New'} → ${statusWords(step.to)}`],
    ['IP', dash(step.ip)],
    ['Device', dash(step.user_agent)],
    ['Location', locationText(step.location)],
    ['Reason', dash(step.reason)],
    ['Evidence', dash(step.evidence)],
    ['Signed as', dash(step.signed_as)],
  ];
  return (
    <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd data-field={k.toLowerCase()}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function RoleRow({ role }: { role: ReplayRole }) {
  const open = role.actions.filter((a) => a.available);
  const refused = role.actions.filter((a) => !a.available);
  return (
    <tr className="border-b border-slate-100 align-top dark:border-slate-800" data-role={role.role}>
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {role.label}
        <span className="block text-xs font-normal text-slate-500">
          e.g. {role.user_name} ({role.user_email})
        </span>
      </th>
      <td className="py-2 pr-3">
        {open.length ? (
          <ul className="flex flex-wrap gap-1" aria-label={`${role.label} could`}>
            {open.map((a) => (
              <li key={a.action} className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-800">
                {a.label}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-xs text-slate-500">nothing</span>
        )}
      </td>
      <td className="py-2">
        <details>
          <summary className="cursor-pointer text-xs text-slate-600">{refused.length} refused, and why</summary>
          <ul className="mt-1 space-y-0.5 text-xs">
            {refused.map((a) => (
              <li key={a.action}>
                <span className="font-medium text-red-700">{a.label}</span>: {a.reasons.join(' ')}
              </li>
            ))}
          </ul>
        </details>
      </td>
    </tr>
  );
}

/**
 * An auditor steps through a workflow record's events: each one's actor, role, origin and texts, the
 * state after it on the chart's own diagram, and what every role among the record's parties could
 * then do (green on the diagram) or not, and why (red).
 */
export function AuditReplayView({ apiPath, id, title, backHref }: { apiPath: string; id: string; title: string; backHref: string }) {
  const logic = useMemo(() => auditReplayScreen.provide({ actors: { loadReplay: replayLoader(apiPath, id) } }), [apiPath, id]);
  const [state, send] = useMachine(logic);
  const { replay, step: index, error } = state.context;
  const chart = replay ? chartById(replay.chart) : undefined;
  const graph = useMemo(() => (chart ? chartGraph(chart.machine, chart.workflow) : null), [chart]);
  const step = replay?.steps[index];
  return (
    <section aria-labelledby="page-title" aria-busy={state.hasTag('busy')} data-state={String(state.value)} className="space-y-4">
      <SpaLink href={backHref} className="text-sm underline">
        Back to the {title.toLowerCase()}
      </SpaLink>
      <h1 id="page-title" className="text-xl font-semibold">
        Audit replay of the {title.toLowerCase()}
      </h1>
      {state.matches('failed') ? <LoadError message={error} onRetry={() => send({ type: 'replay.retry' })} /> : null}
      {replay && step ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-40"
              disabled={!state.can({ type: 'replay.previous' })}
              onClick={() => send({ type: 'replay.previous' })}
            >
              Previous
            </button>
            <span className="text-sm" aria-live="polite">
              Step {index + 1} of {replay.steps.length}: <strong>{step.label}</strong>
              {step.detail ? ` (${step.detail})` : null}
            </span>
            <button
              type="button"
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-40"
              disabled={!state.can({ type: 'replay.next' })}
              onClick={() => send({ type: 'replay.next' })}
            >
              Next
            </button>
          </div>
          <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
            <ol className="space-y-1 text-sm" aria-label="Events">
              {replay.steps.map((s, i) => (
                <li key={s.version}>
                  <button
                    type="button"
                    aria-current={i === index ? 'step' : undefined}
                    onClick={() => send({ type: 'replay.goto', step: i })}
                    className={`w-full rounded px-2 py-1 text-left ${i === index ? 'bg-amber-100 font-medium dark:bg-amber-900' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
                  >
                    {i + 1}. {s.label}
                    {s.detail ? <span className="block text-xs">{s.detail}</span> : null}
                    <span className="block text-xs text-slate-500">
                      {formatDate(s.occurred_at.slice(0, 10))} · {dash(s.actor_name)}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
            <div className="min-w-0 space-y-4">
              <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
                <StepFacts step={step} />
              </div>
              {graph && chart ? (
                <>
                  <p className="text-xs text-slate-600">
                    <span className="font-semibold text-amber-700">Amber</span>: the state after this event.{' '}
                    <span className="font-semibold text-blue-700">Blue</span>: the transition just taken.{' '}
                    <span className="font-semibold text-green-700">Green</span>: some role could take it now.{' '}
                    <span className="font-semibold text-red-700">Red, dashed</span>: no role could.
                  </p>
                  <ChartDiagram graph={graph} title={chart.title} highlight={highlightOf(step)} />
                </>
              ) : null}
              <section aria-labelledby="who-title">
                <h2 id="who-title" className="text-lg font-semibold">
                  Who could act after this step
                </h2>
                <CardTable className="mt-2 min-w-full text-sm">
                  <thead className="border-b border-slate-300 text-left text-xs uppercase text-slate-500">
                    <tr>
                      <th className="py-1 pr-3">Role</th>
                      <th className="py-1 pr-3">Could</th>
                      <th className="py-1">Refused</th>
                    </tr>
                  </thead>
                  <tbody>
                    {step.roles.map((r) => (
                      <RoleRow key={r.role} role={r} />
                    ))}
                  </tbody>
                </CardTable>
              </section>
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
