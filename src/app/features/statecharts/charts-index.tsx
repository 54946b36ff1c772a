import { useState } from 'react';
import { charts, type ChartEntry } from '../../../../machines/charts';
import { SpaLink } from '../../components/nav/spa-link';

/** Everything a QA search can match in a chart: its names, description, states and events. */
function haystack(c: ChartEntry): string {
  const states: string[] = [];
  const walk = (node: { key: string; states: Record<string, unknown> }) => {
    states.push(node.key);
    for (const child of Object.values(node.states)) walk(child as typeof node);
  };
  walk(c.machine.root);
  return [c.id, c.title, c.description, c.source, ...states, ...c.machine.root.events].join(' ').toLowerCase();
}

/** /developers/statecharts: every chart of the product, workflows first, each opening as a diagram with its rules. */
export function ChartsIndex() {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = [...charts]
    .sort((a, b) => (a.kind === b.kind ? a.title.localeCompare(b.title) : a.kind === 'workflow' ? -1 : 1))
    .filter((c) => words.every((w) => haystack(c).includes(w)));
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div>
        <h1 id="page-title" className="text-xl font-semibold">
          Statecharts
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Every chart the product runs, drawn from the same objects the code uses. Workflows show their actions, guards and the rules behind them.
        </p>
      </div>
      <label className="block max-w-md text-sm">
        <span className="font-medium">Find a chart</span>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Name, state or event"
          className="mt-1 w-full rounded border border-slate-300 px-3 py-1.5 dark:border-slate-700 dark:bg-slate-900"
        />
      </label>
      {shown.length === 0 ? <p className="text-sm">No chart matches.</p> : null}
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(18rem,1fr))] gap-3">
        {shown.map((c) => (
          <li key={c.id}>
            <SpaLink
              href={`/developers/statecharts/${c.id}`}
              className="block h-full rounded-lg bg-white p-4 ring-1 ring-slate-200 hover:ring-brand dark:bg-slate-900 dark:ring-slate-800"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">{c.title}</span>
                <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">{c.kind}</span>
              </span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{c.description}</span>
              <span className="mt-2 block font-mono text-xs text-slate-500">{c.source}</span>
            </SpaLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
