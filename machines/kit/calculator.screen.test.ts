import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { evaluateCommission } from '../../src/domain/calculators/inputs';
import { calculatorLogic } from './calculator.screen';

const logic = calculatorLogic(evaluateCommission);
type Snapshot = SnapshotFrom<typeof logic>;

describe('calculator chart (with the commission evaluation)', () => {
  it('starts incomplete when fields are empty, calculated when the input is complete', () => {
    expect(
      createActor(logic, { input: { values: { margin: '', rate: '' } } })
        .start()
        .getSnapshot().value,
    ).toBe('incomplete');
    const full = createActor(logic, { input: { values: { margin: '1000', rate: '10' } } })
      .start()
      .getSnapshot();
    expect(full.value).toBe('calculated');
    expect(full.context.result).toEqual({
      marginCents: 100_000,
      rateBps: 1_000,
      commissionCents: 10_000,
    });
  });

  const model = createTestModel(logic, {
    input: { values: { margin: '', rate: '' } },
    events: [
      { type: 'calculator.change', field: 'margin', value: '1,234.50' },
      { type: 'calculator.change', field: 'rate', value: '10' },
      { type: 'calculator.change', field: 'rate', value: 'ten' },
      { type: 'calculator.reset' },
    ],
  } as never);
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true } as never)) {
    it(path.description, async () => {
      await path.test({
        events: {},
        states: {
          evaluating: () => {
            throw new Error('evaluating is transient and never rests');
          },
          incomplete: (s: Snapshot) => {
            expect(s.context.result).toBeNull();
            expect(s.hasTag('incomplete')).toBe(true);
          },
          calculated: (s: Snapshot) => {
            expect(s.context.errors).toEqual({});
            expect(s.context.result).toMatchObject({ commissionCents: expect.any(Number) });
          },
        },
      });
    });
  }

  it('shows the field message of a malformed value and drops the result', () => {
    const a = createActor(logic, { input: { values: { margin: '1000', rate: '10' } } }).start();
    a.send({ type: 'calculator.change', field: 'rate', value: 'ten' });
    expect(a.getSnapshot().value).toBe('incomplete');
    expect(a.getSnapshot().context.errors.rate).toMatch(/percentage/);
    a.send({ type: 'calculator.reset' });
    expect(a.getSnapshot().context.values).toEqual({ margin: '', rate: '' });
  });
});
