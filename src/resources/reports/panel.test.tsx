// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ReportRun } from './contract';
import { ReportPanel } from './panel';

const run = (status: ReportRun['status']): ReportRun => ({
  id: '7a0d3c1e-8b1f-4f57-9a61-0c2d2f3b4a5c',
  report: 'unsubmitted_time',
  report_title: 'Unsubmitted time',
  params: { as_of: '2026-11-16' },
  status,
  rows_total: 3,
  rows_done: status === 'PENDING' ? 0 : 3,
  failure_reason:
    status === 'FAILED' ? 'The user who asked for this report may no longer run it.' : null,
  requested_by: '0b3f7c52-1d7e-4a8e-8f0b-2b6f1f1b9d11',
  requested_by_name: 'Olivia Owner',
  schedule_id: null,
  report_allowed: true,
  created_at: '2026-11-27T06:00:00.000Z',
  started_at: '2026-11-27T06:00:01.000Z',
  finished_at: null,
});

// What the server answers when the panel asks: the run as it is by then.
let answer: ReportRun['status'] = 'FAILED';
beforeEach(() => {
  vi.stubGlobal('fetch', async () => Response.json({ report_run: run(answer) }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('a run that ended between the page’s load and the panel’s tells the page to reload its fields', async () => {
  answer = 'FAILED';
  const onChanged = vi.fn();
  render(<ReportPanel id={run('FAILED').id} shown="PROCESSING" onChanged={onChanged} />);
  await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
});

it('a panel that agrees with the page asks for nothing', async () => {
  answer = 'FAILED';
  const onChanged = vi.fn();
  const { findByText } = render(
    <ReportPanel id={run('FAILED').id} shown="FAILED" onChanged={onChanged} />,
  );
  await findByText('Nothing was kept from this run. Retry it to run it again.');
  expect(onChanged).not.toHaveBeenCalled();
});
