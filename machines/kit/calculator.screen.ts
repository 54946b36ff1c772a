import { assign, setup } from 'xstate';
import type { Evaluation, Values } from '../../src/domain/calculators/inputs';

export interface CalculatorContext {
  values: Values;
  /** The last complete result; null while a field is missing or malformed. */
  result: unknown;
  /** Field messages of the last evaluation. */
  errors: Record<string, string>;
}

export type CalculatorEvent =
  { type: 'calculator.change'; field: string; value: string } | { type: 'calculator.reset' };

/**
 * Every calculator page (commission, pricing, pay): the typed values, evaluated after each change by
 * the page's pure domain function (`calculatorLogic` provides it), so the result shows live.
 */
export const calculatorScreen = setup({
  types: {
    context: {} as CalculatorContext,
    events: {} as CalculatorEvent,
    input: {} as { values: Values },
  },
  actions: {
    /** Provided per calculator: src/domain/calculators/inputs.ts. */
    evaluate: () => {},
    setValue: assign({
      values: ({ context, event }) =>
        event.type === 'calculator.change'
          ? { ...context.values, [event.field]: event.value }
          : context.values,
    }),
  },
  guards: {
    hasResult: ({ context }) => context.result !== null,
  },
}).createMachine({
  id: 'calculatorScreen',
  description:
    'A calculator: change a field, the pure domain function evaluates the values, the result or the field messages show.',
  context: ({ input }) => ({ values: input.values, result: null, errors: {} }),
  initial: 'evaluating',
  on: {
    'calculator.change': { target: '.evaluating', actions: 'setValue' },
    'calculator.reset': {
      target: '.evaluating',
      actions: assign({
        values: ({ context }) =>
          Object.fromEntries(Object.keys(context.values).map((k) => [k, ''])),
      }),
    },
  },
  states: {
    evaluating: {
      entry: 'evaluate',
      always: [{ guard: 'hasResult', target: 'calculated' }, { target: 'incomplete' }],
    },
    incomplete: {
      tags: ['incomplete'],
      description: 'A field is missing or malformed: its message shows, no result.',
    },
    calculated: { tags: ['calculated'], description: 'Every field is valid: the result shows.' },
  },
});

/** The calculator chart bound to one page's pure evaluation. */
export const calculatorLogic = <R>(evaluate: (values: Values) => Evaluation<R>) =>
  calculatorScreen.provide({
    actions: {
      evaluate: assign(({ context }) => {
        const e = evaluate(context.values);
        return e.ok
          ? { result: e.result as unknown, errors: {} }
          : { result: null, errors: e.errors };
      }),
    },
  });
