import type { ChartGraph } from '../../../../machines/kit/chart-graph';
import type { ChartWorkflowView } from '../../../../machines/kit/chart-graph';

const shortId = (graph: ChartGraph, id: string | null) => (id ? id.slice(graph.root.length + 1) || graph.root : '(stays)');

/** A chart's states and transitions in words: each event, the guard that decides it and that guard's rule, who may. */
export function ChartRules({ graph, workflow }: { graph: ChartGraph; workflow?: ChartWorkflowView }) {
  const states = Object.values(graph.nodes).filter((n) => n.id !== graph.root);
  return (
    <div className="space-y-6">
      <section aria-labelledby="transitions-title">
        <h2 id="transitions-title" className="text-lg font-semibold">
          Transitions
        </h2>
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead className="border-b border-slate-300 text-xs uppercase text-slate-500">
              <tr>
                <th className="py-1 pr-3">From</th>
                <th className="py-1 pr-3">Event</th>
                <th className="py-1 pr-3">To</th>
                <th className="py-1 pr-3">Guard and its rule</th>
                {workflow ? <th className="py-1 pr-3">Who may</th> : null}
              </tr>
            </thead>
            <tbody>
              {graph.edges.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top dark:border-slate-800">
                  <td className="py-1.5 pr-3 font-mono text-xs">{shortId(graph, e.source)}</td>
                  <td className="py-1.5 pr-3">
                    <span className="font-medium">{e.label}</span>
                    <span className="block font-mono text-xs text-slate-500">{e.action ?? e.event}</span>
                  </td>
                  <td className="py-1.5 pr-3 font-mono text-xs">{shortId(graph, e.target)}</td>
                  <td className="py-1.5 pr-3">
                    {e.guard ? <span className="font-mono text-xs">{e.guard}</span> : <span className="text-slate-500">none</span>}
                    {e.guardDescription ?? e.description ? <span className="block">{e.guardDescription ?? e.description}</span> : null}
                  </td>
                  {workflow ? <td className="py-1.5 pr-3">{e.action ? workflow.actions[e.action]?.who : ''}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="states-title">
        <h2 id="states-title" className="text-lg font-semibold">
          States
        </h2>
        <dl className="mt-2 space-y-2 text-sm">
          {states.map((s) => (
            <div key={s.id}>
              <dt className="font-mono text-xs">
                {shortId(graph, s.id)}
                {s.type === 'final' ? ' (final)' : s.type === 'parallel' ? ' (parallel)' : ''}
                {s.tags.length ? ` · tags: ${s.tags.join(', ')}` : ''}
              </dt>
              <dd className="text-slate-700 dark:text-slate-300">{s.description ?? '--'}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
