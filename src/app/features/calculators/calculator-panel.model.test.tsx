// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { connectCalculator, type CalculatorApi } from '../../../../machines/kit/calculator.connect';
import { calculatorLogic } from '../../../../machines/kit/calculator.screen';
import { evaluateCommission, type CommissionResult } from '../../../domain/calculators/inputs';
import { describeView, type ViewModelSpec } from '../../../../tests/model/view-model';
import { CalculatorView } from './calculator-panel';

const FIELDS = [
  { name: 'margin', label: 'Margin ($)', hint: 'Bill minus pay, e.g. 4,800.00' },
  { name: 'rate', label: 'Commission rate (%)', hint: 'e.g. 10 or 12.5' },
];
const box = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const result = () => screen.getByRole('region', { name: 'Result' }).textContent;
/** Each field's error as the page shows it under the box, or none. */
const errors = () =>
  FIELDS.map((f) => {
    const described = box(f.label).getAttribute('aria-describedby');
    return box(f.label).getAttribute('aria-invalid') === 'true' && described
      ? document.getElementById(described)?.textContent
      : null;
  });

const spec: ViewModelSpec<CalculatorApi<CommissionResult>> = {
  machine: calculatorLogic(evaluateCommission),
  input: { values: { margin: '', rate: '' } },
  invokes: [],
  events: [
    { type: 'calculator.change', field: 'margin', value: '4800' },
    { type: 'calculator.change', field: 'rate', value: '12.5' },
    { type: 'calculator.change', field: 'rate', value: 'abc' },
    { type: 'calculator.reset' },
  ],
  serialize: (s) => ({ value: s.value, values: s.context.values }),
  connect: (snapshot, send) => connectCalculator(snapshot as never, send, FIELDS),
  view: (api) => (
    <CalculatorView
      api={api}
      title="Commission Calculator"
      intro="Margin times rate."
      result={(r) => `Commission ${r.commissionCents}`}
    />
  ),
  states: {
    incomplete: (sut, model) => {
      const section = sut.container.querySelector('section') as HTMLElement;
      expect(section.dataset.state).toBe('incomplete');
      expect(FIELDS.map((f) => box(f.label).value)).toEqual(
        FIELDS.map((f) => model.context.values[f.name]),
      );
      expect(errors()).toEqual(
        FIELDS.map((f) => (model.context.errors[f.name] as string | undefined) ?? null),
      );
      expect(result()).toBe('Fill in every field to see the result.');
    },
    calculated: (sut) => {
      const section = sut.container.querySelector('section') as HTMLElement;
      expect(section.dataset.state).toBe('calculated');
      expect(errors()).toEqual([null, null]);
      // 12.5 % of $4,800.00.
      expect(result()).toBe('Commission 60000');
    },
  },
  drivers: {
    'calculator.change': (_sut, e) => {
      const field = FIELDS.find((f) => f.name === e.field)!;
      const input = box(field.label);
      if (input.value === e.value) fireEvent.change(input, { target: { value: '' } });
      fireEvent.change(input, { target: { value: e.value } });
    },
    'calculator.reset': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    },
  },
};

describeView('a calculator page', spec);
