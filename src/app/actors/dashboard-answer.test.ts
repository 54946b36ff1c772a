import { expect, it } from 'vitest';
import { Dashboard } from '../../domain/contracts/dashboard';
import { dashboardAnswer } from './dashboard-answer';

const figure = {
  key: 'hours',
  label: 'Hours This Week',
  kind: 'hours',
  value: 1250,
  href: '/timesheets',
};
const todo = {
  key: 'invoices_overdue',
  label: 'Invoices overdue',
  count: 2,
  href: '/invoices?status=open',
  amount_cents: 12_345,
  amount_label: 'still owed',
  due_date: null,
  due_label: null,
  overdue: false,
};
const money = {
  key: 'receivables',
  label: 'Receivables',
  cents: 500,
  counts: 'Sent invoices',
  href: '/invoices',
};
const bar = { label: 'Week of 2026-11-16', value: 800, href: '/timesheets?date_from=2026-11-16' };
const chart = {
  key: 'hours_per_week',
  title: 'Hours',
  unit: 'hours',
  description: 'Hours per week',
  bars: [bar],
};
const full = { todos: [todo], money: [money], charts: [chart], figures: [figure] };

it('accepts and refuses dashboard answers exactly as the Dashboard contract does, keeping only its fields', () => {
  const answers: unknown[] = [
    { todos: [], money: [], charts: [], figures: [] },
    full,
    { ...full, more: 1, todos: [{ ...todo, extra: 'dropped' }] },
    { ...full, figures: [{ ...figure, kind: 'percent' }] },
    { ...full, figures: [{ ...figure, value: 1.5 }] },
    { ...full, figures: [{ ...figure, value: 2 ** 60 }] },
    { ...full, figures: [{ ...figure, href: null }] },
    { ...full, todos: [{ ...todo, count: -1 }] },
    { ...full, todos: [{ ...todo, amount_cents: '12' }] },
    { ...full, todos: [{ ...todo, due_date: 5 }] },
    { ...full, todos: [{ key: 'k', label: 'l', count: 1, href: '/' }] },
    { ...full, money: [{ ...money, cents: 0.5 }] },
    { ...full, money: [{ ...money, counts: undefined }] },
    { ...full, charts: [{ ...chart, unit: 'percent' }] },
    { ...full, charts: [{ ...chart, bars: [{ ...bar, value: null }] }] },
    { ...full, charts: [{ ...chart, bars: {} }] },
    { ...full, charts: [{ ...chart, bars: [{ ...bar, more: true }] }] },
    { ...full, todos: [null] },
    { ...full, money: {} },
    { figures: [] },
    {},
    null,
    [],
    'figures',
  ];
  for (const answer of answers) {
    const expected = Dashboard.safeParse(answer);
    if (expected.success)
      expect(dashboardAnswer(answer), JSON.stringify(answer)).toEqual(expected.data);
    else
      expect(() => dashboardAnswer(answer), JSON.stringify(answer)).toThrow(
        'The dashboard answered in a form this page does not know',
      );
  }
});
