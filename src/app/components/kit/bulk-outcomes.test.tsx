import { expect, it } from 'vitest';
import { renderPage, textOf } from '../../../../tests/view/render-page';
import { BulkOutcomes } from './bulk-outcomes';

const result = {
  data: [
    { id: 'a', ok: true, code: 200, status: 'signed', reasons: [] },
    {
      id: 'b',
      ok: false,
      code: 409,
      status: 'submitted',
      reasons: ['The client requires a signature before approval', 'Hours are missing'],
    },
    { id: 'c', ok: false, code: 404, status: null, reasons: ['Not Found'] },
  ],
  succeeded: 1,
  failed: 2,
};
const labels = { a: 'Nov 14, 2026 · Connie Contractor', b: 'Nov 15, 2026 · Connie Contractor' };

it('says per row what the preview would do, and why not', () => {
  const html = renderPage(
    <BulkOutcomes result={result} labels={labels} noun="timesheet" verb="would" />,
  );
  expect(html).toContain('aria-label="Outcome per timesheet"');
  expect(textOf(html)).toBe(
    'Timesheet Status Outcome Nov 14, 2026 · Connie Contractor signed Would succeed Nov 15, 2026 · Connie Contractor submitted Would not: The client requires a signature before approval; Hours are missing c -- Would not: Not Found',
  );
});

it('says per row what Apply did', () => {
  const text = textOf(
    renderPage(<BulkOutcomes result={result} labels={labels} noun="timesheet" verb="did" />),
  );
  expect(text).toContain('signed Done');
  expect(text).toContain('Not done: Not Found');
});
