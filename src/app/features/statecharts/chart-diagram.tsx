import { useMemo } from 'react';
import type { ChartGraph } from '../../../../machines/kit/chart-graph';
import { layoutChart, type PlacedEdge } from './chart-layout';

/** What a replay step marks on the diagram: the states it is in and how each way out stood then. */
export interface DiagramHighlight {
  active: readonly string[];
  /** By chart event: `allowed` when some role could take it then, `refused` when none could. */
  events: Readonly<Record<string, 'allowed' | 'refused'>>;
  /** The event that led here, marked on the transitions into the active states. */
  taken: string | null;
}

type Tone = 'allowed' | 'refused' | 'taken' | 'plain';

function toneOf(edge: PlacedEdge, h: DiagramHighlight | undefined, active: Set<string>): Tone {
  if (!h) return 'plain';
  if (h.taken && active.has(edge.target) && edge.edges.some((e) => e.event === h.taken)) return 'taken';
  if (!active.has(edge.source)) return 'plain';
  const tones = edge.edges.map((e) => h.events[e.event]);
  if (tones.includes('allowed')) return 'allowed';
  return tones.includes('refused') ? 'refused' : 'plain';
}

const STROKE: Record<Tone, string> = { allowed: '#15803d', refused: '#dc2626', taken: '#2563eb', plain: '#64748b' };

/** A chart drawn as SVG from its graph; with a highlight, a replay step's states and ways out. */
export function ChartDiagram({ graph, title, highlight }: { graph: ChartGraph; title: string; highlight?: DiagramHighlight }) {
  const layout = useMemo(() => layoutChart(graph), [graph]);
  const active = new Set(highlight?.active ?? []);
  const nodes = [...layout.nodes].sort((a, b) => a.depth - b.depth);
  return (
    <div className="overflow-auto rounded border border-slate-200 bg-white p-2">
      <svg
        role="img"
        aria-label={`Diagram of ${title}`}
        width={layout.width + 20}
        height={layout.height + 20}
        viewBox={`-10 -10 ${layout.width + 20} ${layout.height + 20}`}
        className="font-sans"
      >
        <defs>
          {(Object.keys(STROKE) as Tone[]).map((tone) => (
            <marker key={tone} id={`arrow-${tone}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" fill={STROKE[tone]} />
            </marker>
          ))}
        </defs>
        {nodes.map((n) => {
          const on = active.has(n.id);
          if (n.frame) {
            return (
              <g key={n.id} data-state={n.id} data-active={on || undefined}>
                <rect
                  x={n.x}
                  y={n.y}
                  width={n.w}
                  height={n.h}
                  rx={12}
                  fill={on ? '#fffbeb' : n.depth % 2 ? '#f8fafc' : '#f1f5f9'}
                  stroke={on ? '#d97706' : '#94a3b8'}
                  strokeDasharray={n.region ? '6 4' : undefined}
                />
                <text x={n.x + 12} y={n.y + 18} fontSize={13} fontWeight={600} fill="#334155">
                  {n.label}
                </text>
              </g>
            );
          }
          return (
            <g key={n.id} data-state={n.id} data-active={on || undefined}>
              {n.initial ? <circle cx={n.x - 12} cy={n.y + n.h / 2} r={4} fill="#334155" /> : null}
              <rect x={n.x} y={n.y} width={n.w} height={n.h} rx={10} fill={on ? '#fde68a' : '#ffffff'} stroke={on ? '#b45309' : '#475569'} strokeWidth={on ? 2.5 : 1.2} />
              {n.final ? <rect x={n.x + 4} y={n.y + 4} width={n.w - 8} height={n.h - 8} rx={7} fill="none" stroke="#475569" /> : null}
              <text x={n.x + n.w / 2} y={n.y + n.h / 2 + 4.5} textAnchor="middle" fontSize={13} fill="#0f172a">
                {n.label}
              </text>
            </g>
          );
        })}
        {layout.edges.map((e) => {
          const tone = toneOf(e, highlight, active);
          const strong = tone !== 'plain';
          return (
            <g key={`${e.source}→${e.target}`} data-edge={e.edges.map((x) => x.event).join(' ')} data-tone={highlight ? tone : undefined}>
              <title>
                {e.edges
                  .map((x) => [x.label, x.guard ? `guard ${x.guard}` : null, x.guardDescription ?? x.description].filter(Boolean).join(': '))
                  .join('\n')}
              </title>
              <path
                d={e.path}
                fill="none"
                stroke={STROKE[tone]}
                strokeWidth={strong ? 2.4 : 1.3}
                strokeDasharray={tone === 'refused' ? '5 4' : undefined}
                markerEnd={`url(#arrow-${tone})`}
              />
              {e.lines.map((line, i) => (
                <text
                  key={line}
                  x={e.labelX}
                  y={e.labelY + i * 15 - ((e.lines.length - 1) * 15) / 2 + 4}
                  textAnchor={e.anchor}
                  fontSize={12}
                  fill={strong ? STROKE[tone] : '#334155'}
                  fontWeight={strong ? 600 : 400}
                  stroke="#ffffff"
                  strokeWidth={4}
                  paintOrder="stroke"
                >
                  {line}
                </text>
              ))}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
