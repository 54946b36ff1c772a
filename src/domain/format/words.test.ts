import { describe, expect, it } from 'vitest';
import { eventWords, statusWords } from './words';

describe('statusWords', () => {
  it.each([
    ['pre_draft', 'Pre-draft'],
    ['non_billable', 'Non-billable'],
    ['pending', 'Pending'],
    ['present', 'Present'],
    ['partially_paid', 'Partially paid'],
    ['section2_pending', 'Section 2 pending'],
    ['approved', 'Approved'],
    ['approved.noBill.paid', 'Approved, no bill, paid'],
    ['approved.paid', 'Approved, paid'],
  ])('%s reads "%s"', (raw, read) => expect(statusWords(raw)).toBe(read));
});

describe('eventWords', () => {
  it.each([
    ['invoice.allocate', 'Allocate'],
    ['payment.markReceived', 'Mark received'],
    ['payroll_run.computed', 'Computed'],
    ['timesheet.sentToPayroll', 'Sent to payroll'],
    ['timesheet.approveWithEvidence', 'Approve with evidence'],
    ['created', 'Created'],
  ])('%s reads "%s"', (raw, read) => expect(eventWords(raw)).toBe(read));
});
