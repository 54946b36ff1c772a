import { describe, expect, it } from 'vitest';
import { workersCompCodeChoices } from './workers-comp-choices';

describe('workers comp code choices', () => {
  it('offers each class code once, in code order, with its description', () => {
    expect(
      workersCompCodeChoices([
        { code: '8810', description: 'Clerical office employees', state: 'TX' },
        { code: '3632', description: 'Machine shop', state: 'IL' },
        { code: '8810', description: 'Clerical office employees', state: 'CA' },
      ]),
    ).toEqual([
      { value: '3632', label: '3632 — Machine shop' },
      { value: '8810', label: '8810 — Clerical office employees' },
    ]);
  });
});
