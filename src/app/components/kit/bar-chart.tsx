import { useId } from 'react';
import { SpaLink } from '../nav/spa-link';

export interface ChartBar {
  label: string;
  value: number;
  /** The list of the rows the bar sums, when there is one to open. */
  href?: string;
  /** The value as shown, when bars of one chart differ in kind (hours beside money). */
  text?: string;
}

interface Props {
  title: string;
  /** What the bars count, read out with the table. */
  description: string;
  bars: readonly ChartBar[];
  /** The headers of the label and value columns, e.g. "Week" and "Hours". */
  columns: readonly [label: string, value: string];
  format?(value: number): string;
}

/**
 * A bar chart that is also its own text alternative: a table of labels and values (each label
 * linking to the rows it sums, where it has them) with a drawn bar beside each value; a negative
 * value (a loss) is drawn in red. Hand-written SVG, so the
 * dashboard loads no chart library; bars run across, so labels stay readable on a phone.
 */
export function BarChart({ title, description, bars, columns, format }: Props) {
  const id = useId();
  const max = Math.max(0, ...bars.map((b) => Math.abs(b.value)));
  return (
    <figure className="rounded-lg bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <p id={`${id}-about`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {description}
      </p>
      <table
        className="mt-3 w-full table-fixed text-sm"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-about`}
      >
        <thead className="sr-only">
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
            <th scope="col">Bar</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row" className="w-[45%] py-1 pr-2 text-left font-normal sm:w-48">
                {b.href ? (
                  <SpaLink href={b.href} className="underline-offset-2 hover:underline">
                    {b.label}
                  </SpaLink>
                ) : (
                  b.label
                )}
              </th>
              <td className="w-28 py-1 pr-2 text-right tabular-nums">
                {b.text ?? format?.(b.value) ?? String(b.value)}
              </td>
              <td className="py-1" aria-hidden="true">
                <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="block h-3 w-full">
                  <rect
                    width={max > 0 ? (100 * Math.abs(b.value)) / max : 0}
                    height="10"
                    rx="1"
                    className={b.value < 0 ? 'fill-red-500' : 'fill-brand'}
                  />
                </svg>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
