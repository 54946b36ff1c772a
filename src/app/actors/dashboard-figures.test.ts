import { expect, it } from 'vitest';
import { Dashboard } from '../../domain/contracts/shell';
import { dashboardFigures } from './dashboard-figures';

const figure = {
  key: 'hours',
  label: 'Hours This Week',
  kind: 'hours',
  value: 1250,
  href: '/timesheets',
};

it('accepts and refuses dashboard answers exactly as the Dashboard contract does, keeping only its fields', () => {
  const answers: unknown[] = [
    { figures: [] },
    { figures: [figure, { ...figure, kind: 'money', value: -300 }] },
    { figures: [{ ...figure, extra: 'dropped' }], more: 1 },
    { figures: [{ ...figure, kind: 'percent' }] },
    { figures: [{ ...figure, value: 1.5 }] },
    { figures: [{ ...figure, value: 2 ** 60 }] },
    { figures: [{ ...figure, value: '12' }] },
    { figures: [{ ...figure, href: null }] },
    { figures: [{ key: 'k', label: 'l', kind: 'count', value: 1 }] },
    { figures: [null] },
    { figures: {} },
    {},
    null,
    'figures',
  ];
  for (const answer of answers) {
    const expected = Dashboard.safeParse(answer);
    if (expected.success)
      expect(dashboardFigures(answer), JSON.stringify(answer)).toEqual(expected.data.figures);
    else
      expect(() => dashboardFigures(answer), JSON.stringify(answer)).toThrow(
        'The dashboard answered in a form this page does not know',
      );
  }
});
