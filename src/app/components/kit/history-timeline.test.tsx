import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../domain/contracts/workflow';
import { renderPage, textOf } from '../../../../tests/view/render-page';
import { HistoryTimeline } from './history-timeline';

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  version: 1,
  type: 'timesheet.approve',
  from: 'submitted',
  to: 'approved',
  actor_user_id: null,
  actor_name: 'Gina Client',
  actor_role: 'client:owner',
  ip: '127.0.0.1',
  user_agent: null,
  location: null,
  occurred_at: '2026-11-02T10:00:00.000Z',
  payload: {},
  ...over,
});

describe('timesheet history timeline', () => {
  it('shows the evidence of an approval with evidence and the reason of a rejection', () => {
    const text = textOf(
      renderPage(
        <HistoryTimeline
          entries={[
            entry({
              id: 1,
              type: 'timesheet.reject',
              to: 'rejected',
              payload: { reason: 'Wrong hours' },
            }),
            entry({
              id: 2,
              type: 'timesheet.approveWithEvidence',
              payload: { evidence: 'Email from the site manager' },
            }),
          ]}
        />,
      ),
    );
    expect(text).toContain('Reason: Wrong hours');
    expect(text).toContain('Evidence: Email from the site manager');
  });

  it('names a step in words, whatever the event type is spelled in', () => {
    const text = textOf(
      renderPage(
        <HistoryTimeline
          entries={[
            entry({ id: 1, type: 'payment.markReceived', from: 'pending', to: 'settled' }),
            entry({ id: 2, type: 'timesheet.no_bill', from: 'approved', to: 'approved' }),
          ]}
        />,
      ),
    );
    expect(text).toContain('Mark received Pending → Settled');
    expect(text).toContain('No bill');
    expect(text).not.toContain('markReceived');
  });

  it('names who acted in words, not as the stored user type and role', () => {
    const text = textOf(
      renderPage(
        <HistoryTimeline entries={[entry({ actor_role: 'partner:recruiter_payroll' })]} />,
      ),
    );
    expect(text).toContain('Gina Client (Partner, recruiter payroll)');
    expect(text).not.toContain('recruiter_payroll');
  });
});
