import { useMachine } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import {
  connectCalculator,
  type CalculatorApi,
  type CalculatorField,
} from '../../../../machines/kit/calculator.connect';
import { calculatorLogic } from '../../../../machines/kit/calculator.screen';
import type { Evaluation, Values } from '../../../domain/calculators/inputs';
import { TextField } from '../../components/kit/text-field';

export type { CalculatorField };

interface Page<R> {
  title: string;
  intro: string;
  /** The result, drawn from the chart's last complete evaluation. */
  result: (result: R) => ReactNode;
  /** Fields laid out in a grid of this many columns on wide screens. */
  columns?: 2 | 3 | 4;
}

interface Props<R> extends Page<R> {
  /** The page's pure evaluation (src/domain/calculators/inputs.ts), run by the calculator chart. */
  evaluate: (values: Values) => Evaluation<R>;
  fields: readonly CalculatorField[];
  initial: Values;
}

const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' } as const;

/** A calculator page for one snapshot of its chart: renders what `connectCalculator` says. */
export function CalculatorView<R>({
  api,
  title,
  intro,
  result,
  columns = 2,
}: Page<R> & { api: CalculatorApi<R> }) {
  return (
    <section
      aria-labelledby="calculator-title"
      {...api.rootProps}
      className="space-y-6 rounded-lg bg-white p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <header>
        <h1 id="calculator-title" className="text-xl font-semibold">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      </header>
      <form
        className={`grid gap-4 ${grid[columns]}`}
        onSubmit={(e) => e.preventDefault()}
        aria-label={title}
      >
        {api.fields.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            type={f.type ?? 'text'}
            inputMode={f.type === 'date' ? undefined : 'decimal'}
            value={f.value}
            error={f.error}
            hint={f.hint}
            onChange={f.onChange}
          />
        ))}
      </form>
      <div
        aria-live="polite"
        role="region"
        aria-label="Result"
        className="rounded-md bg-slate-50 p-4 dark:bg-slate-800"
      >
        {api.result !== null ? (
          result(api.result)
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Fill in every field to see the result.
          </p>
        )}
      </div>
      <button
        {...api.resetProps}
        className="rounded-md px-3 py-1.5 text-sm ring-1 ring-slate-300 dark:ring-slate-700"
      >
        Clear
      </button>
    </section>
  );
}

/** A calculator page: its fields, each change sent to the calculator chart, and the result live. */
export function CalculatorPanel<R>({ evaluate, fields, initial, ...page }: Props<R>) {
  const logic = useMemo(() => calculatorLogic(evaluate), [evaluate]);
  const [snapshot, send] = useMachine(logic, { input: { values: initial } });
  return <CalculatorView api={connectCalculator<R>(snapshot, send, fields)} {...page} />;
}

/** A result as a definition list: label and value per row, the last one emphasised. */
export function ResultRows({
  rows,
  testId,
}: {
  rows: readonly [string, string][];
  testId?: string;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm" data-testid={testId}>
      {rows.map(([label, value], i) => (
        <div key={label} className="contents">
          <dt
            className={
              i === rows.length - 1 ? 'font-semibold' : 'text-slate-600 dark:text-slate-400'
            }
          >
            {label}
          </dt>
          <dd className={`tabular-nums ${i === rows.length - 1 ? 'font-semibold' : ''}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
