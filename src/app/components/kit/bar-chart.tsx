/** One bar of a chart: its label, its value (integer units), and the text shown for the value. */
export interface Bar {
  label: string;
  value: number;
  text: string;
}

const WIDTH = 560;
const ROW = 30;
const LABEL = 120;
const VALUE = 110;

/**
 * A horizontal bar chart drawn as SVG: one row per bar, its length in proportion to the largest
 * absolute value (a negative bar is drawn in another colour). The figures are in the SVG's text, and
 * the chart names itself for screen readers.
 */
export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value)));
  const span = WIDTH - LABEL - VALUE;
  const height = bars.length * ROW + 8;
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <svg role="img" aria-label={title} viewBox={`0 0 ${WIDTH} ${height}`} className="w-full max-w-2xl">
        {bars.map((b, i) => {
          const w = Math.max(b.value === 0 ? 0 : 2, (Math.abs(b.value) / max) * span);
          const y = i * ROW + 4;
          return (
            <g key={b.label} data-bar={b.label}>
              <text x={0} y={y + 17} fontSize="12" className="fill-current">
                {b.label}
              </text>
              <rect x={LABEL} y={y + 4} width={w} height={18} rx={2} className={b.value < 0 ? 'fill-red-500' : 'fill-brand'} />
              <text x={LABEL + w + 6} y={y + 17} fontSize="12" className="fill-current tabular-nums">
                {b.text}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
