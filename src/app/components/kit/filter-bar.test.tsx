// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar';

const descriptor = {
  filters: { status: { kind: 'enumList', values: ['draft', 'submitted', 'approved'] } },
  sorts: ['date'],
  defaultSort: 'date',
} as const;

function bar(status: string | undefined, onChange = vi.fn()) {
  return (
    <FilterBar
      descriptor={descriptor}
      fields={{ status: { label: 'Status' } }}
      query={{ status }}
      rows={[]}
      options={{}}
      noun="timesheets"
      onChange={onChange}
      onClear={() => undefined}
    />
  );
}

afterEach(cleanup);

it('a ticked box stays ticked while the list navigates, and the patch keeps the descriptor order', () => {
  const onChange = vi.fn();
  render(bar('approved', onChange));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Submitted' }));
  expect(screen.getByRole('checkbox', { name: 'Submitted' })).toHaveProperty('checked', true);
  expect(onChange).toHaveBeenLastCalledWith({ status: 'submitted,approved' });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Approved' }));
  expect(onChange).toHaveBeenLastCalledWith({ status: 'submitted' });
});

it('a new query from outside (back, a link) replaces what was ticked', () => {
  const { rerender } = render(bar(undefined));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Draft' }));
  rerender(bar('approved'));
  expect(screen.getByRole('checkbox', { name: 'Draft' })).toHaveProperty('checked', false);
  expect(screen.getByRole('checkbox', { name: 'Approved' })).toHaveProperty('checked', true);
});
