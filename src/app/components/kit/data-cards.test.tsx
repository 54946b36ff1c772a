import { describe, expect, it } from 'vitest';
import { renderPage, textOf } from '../../../../tests/view/render-page';
import { DataCards } from './data-cards';
import type { Column } from './data-table';

interface Widget {
  id: string;
  name: string;
  owner: string;
  total: string;
}

const rows: Widget[] = [
  { id: 'w1', name: 'Anvil', owner: 'Olga Owner', total: '$12.00' },
  { id: 'w2', name: 'Bolt', owner: 'Boris Buyer', total: '$3.50' },
];
const columns: Column<Widget>[] = [
  { header: 'Owner', cell: (w) => w.owner },
  { header: 'Name', sortKey: 'name', rowHeader: true, cell: (w) => w.name },
  { header: 'Total', sortKey: 'total', align: 'right', cell: (w) => w.total },
];
const props = {
  rows,
  columns,
  caption: 'Widgets',
  sort: '-total',
  onSort: () => {},
  links: { withFilter: () => '/widgets' },
};

describe('a list on a phone', () => {
  it('shows each row as a card named by its row header, the other columns as labelled lines', () => {
    const html = renderPage(<DataCards {...props} />);
    expect(html).toContain('<ul aria-label="Widgets"');
    expect(html).not.toContain('<table');
    const cards = html
      .split('<li')
      .slice(1)
      .map((card) => textOf(`<li${card}`));
    expect(cards).toEqual([
      'Anvil Owner Olga Owner Total $12.00',
      'Bolt Owner Boris Buyer Total $3.50',
    ]);
  });

  it('offers the sortable columns both ways in one choice, the current sort chosen', () => {
    const html = renderPage(<DataCards {...props} />);
    expect(textOf(html)).toContain('Sort by Name ↑ Name ↓ Total ↑ Total ↓');
    expect(html).toMatch(/<option value="-total" selected="">Total ↓<\/option>/);
  });

  it('keeps the selection: a checkbox per card named for its row, and select all', () => {
    const html = renderPage(
      <DataCards
        {...props}
        selection={{
          selected: ['w2'],
          label: (w) => `Select ${w.name}`,
          onToggle: () => {},
          onToggleAll: () => {},
        }}
      />,
    );
    expect(textOf(html)).toContain('Select all on this page');
    expect(html).toMatch(/aria-label="Select Anvil"/);
    expect(html).toMatch(/aria-label="Select Bolt" checked=""/);
  });
});
