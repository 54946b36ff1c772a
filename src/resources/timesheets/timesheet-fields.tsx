import type { Timesheet } from './contract';
import { statusWords } from '../../domain/format/words';
import { NO_TIMES_LABEL } from '../../domain/timesheets/hours-only';
import { formatDate, MISSING, orMissing } from '../../domain/format/format';
import { FieldList } from '../../app/components/kit/field-list';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { useMoment } from '../../app/features/globals/provider';
import { billingLabel, paidLabel } from './labels';

/** Every field of one timesheet. */
export function TimesheetFields({ t }: { t: Timesheet }) {
  const moment = useMoment();
  const when = (iso: string | null) => moment(iso, true);
  return (
    <FieldList
      fields={[
        ['Status', <StatusBadge key="status" status={t.status} />],
        ['Billing', billingLabel(t.billing)],
        ['Paid', paidLabel(t.paid)],
        ['Contractor', t.contractor_name],
        ['Contractor email', orMissing(t.contractor_email)],
        ['Client', t.client_name],
        ['Job title', t.job_title],
        ['Type', statusWords(t.type)],
        ['Date', `${formatDate(t.date)} (${t.day})`],
        ['Start', t.time_start_12h ?? NO_TIMES_LABEL],
        ['End', t.time_end_12h ?? NO_TIMES_LABEL],
        ['Break', `${t.break_time_minutes} min`],
        ['Hours', t.hours_worked],
        ['Timezone', t.timezone],
        ['Project code', orMissing(t.project_code)],
        ['Task', orMissing(t.task)],
        ['Requires signature', t.requires_signature ? 'Yes' : 'No'],
        ['Signed at', when(t.signed_at)],
        ['Approved at', when(t.approval_date)],
        ['Approved by', orMissing(t.approval_email)],
        ['Approval IP', orMissing(t.approval_ip)],
        ['Approval evidence', orMissing(t.approval_evidence)],
        ['Rejection reason', orMissing(t.rejection_reason)],
        ['Rejected at', when(t.rejected_at)],
        ['Entered from IP', orMissing(t.entered_ip)],
        ['Edited from IP', orMissing(t.edited_ip)],
        [
          'Payroll submission date',
          t.payroll_submission_date ? formatDate(t.payroll_submission_date) : MISSING,
        ],
        [
          'Invoice date',
          t.client_billing_invoice_date ? formatDate(t.client_billing_invoice_date) : MISSING,
        ],
        [
          'Submitted location',
          t.location
            ? `${t.location.latitude.toFixed(5)}, ${t.location.longitude.toFixed(5)} (±${Math.round(t.location.accuracy)} m, reported by the device)`
            : MISSING,
        ],
        ['Created', when(t.created_at)],
        ['Updated', when(t.updated_at)],
      ]}
    />
  );
}
