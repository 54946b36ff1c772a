import type { SnapshotFrom } from 'xstate';
import { buttonProps, topStateOf, type ButtonProps, type Send } from './connect';
import type { CalculatorEvent, calculatorScreen } from './calculator.screen';

export type CalculatorSnapshot = SnapshotFrom<typeof calculatorScreen>;

/** One text field of a calculator page, as the page declares it. */
export interface CalculatorField {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'date';
}

/** Everything a calculator page renders, as the calculator chart says it now. */
export interface CalculatorApi<R> {
  rootProps: { 'data-state': string };
  fields: Array<
    CalculatorField & {
      value: string;
      error: string | undefined;
      onChange: (value: string) => void;
    }
  >;
  /** The last complete result; null while a field is missing or malformed. */
  result: R | null;
  resetProps: ButtonProps;
}

export function connectCalculator<R>(
  snapshot: CalculatorSnapshot,
  send: Send<CalculatorEvent>,
  fields: readonly CalculatorField[],
): CalculatorApi<R> {
  const { values, errors } = snapshot.context;
  return {
    rootProps: { 'data-state': topStateOf(snapshot) },
    fields: fields.map((f) => ({
      ...f,
      value: values[f.name] ?? '',
      error: errors[f.name],
      onChange: (value: string) => send({ type: 'calculator.change', field: f.name, value }),
    })),
    result: snapshot.hasTag('calculated') ? (snapshot.context.result as R) : null,
    resetProps: buttonProps(snapshot, send, { type: 'calculator.reset' }),
  };
}
