import { useMemo } from 'react';
import { chartById } from '../../../../machines/charts';
import { chartGraph } from '../../../../machines/kit/chart-graph';
import { SpaLink } from '../../components/nav/spa-link';
import { ChartDiagram } from './chart-diagram';
import { ChartRules } from './chart-rules';

/** /developers/statecharts/{chart}: one chart as a diagram drawn from its machine object, then its rules in words. */
export function ChartPage({ id }: { id: string }) {
  const chart = chartById(id);
  const graph = useMemo(() => (chart ? chartGraph(chart.machine, chart.workflow) : null), [chart]);
  if (!chart || !graph) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title" className="text-xl font-semibold">
          No such chart
        </h1>
        <SpaLink href="/developers/statecharts" className="text-sm underline">
          All charts
        </SpaLink>
      </section>
    );
  }
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <SpaLink href="/developers/statecharts" className="text-sm underline">
        All charts
      </SpaLink>
      <div>
        <h1 id="page-title" className="text-xl font-semibold">
          {chart.title}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{chart.description}</p>
        <p className="mt-1 font-mono text-xs text-slate-500">
          {chart.id} · {chart.source}
        </p>
      </div>
      <ChartDiagram graph={graph} title={chart.title} />
      <ChartRules graph={graph} workflow={chart.workflow} />
    </section>
  );
}
