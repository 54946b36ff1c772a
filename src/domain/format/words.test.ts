import { describe, expect, it } from 'vitest';
import { eventWords, roleWords, statusWords } from './words';

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
    ['ach_debit', 'ACH debit'],
    ['PENDING', 'Pending'],
    ['paid', 'Paid'],
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

describe('roleWords', () => {
  it.each([
    ['partner:recruiter_payroll', 'Partner, recruiter payroll'],
    ['client:manager', 'Client, manager'],
    ['eor', 'EOR'],
    ['sales_partner:owner', 'Sales partner, owner'],
    ['contractor', 'Contractor'],
    ['system:commissions', 'System, commissions'],
  ])('%s reads "%s"', (raw, read) => expect(roleWords(raw)).toBe(read));
});
