import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/view/render-page';
import type { CanadaWorker } from './contract';
import { canadaColumns } from './pages';

const worker: CanadaWorker = {
  id: '7',
  name: 'Amelia Tremblay',
  email: null,
  partner_id: null,
  partner_name: 'Crestline Staffing',
  jobs: 'Forklift operator',
  pay_count: 3,
  gross_cents: 482_050,
};

const grossOf = (currencies: { currency: string; symbol: string }[]) => {
  const column = canadaColumns(currencies).find((c) => c.header === 'Gross to date')!;
  return renderPage(<>{column.cell(worker, { withFilter: () => '' })}</>);
};

describe('/canada-payroll', () => {
  it("shows a T4 worker's gross pay in Canadian dollars with the platform's symbol", () => {
    expect(grossOf([{ currency: 'cad', symbol: 'CA$' }])).toBe('CA$4,820.50');
    expect(grossOf([])).toBe('CAD 4,820.50');
  });
});
