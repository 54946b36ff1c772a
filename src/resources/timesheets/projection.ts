import type { StoredState } from './state';
import type { timesheets } from '../../server/db/schema';
import type { ProjectedEvent } from '../../server/kit/workflow/server';

export type TimesheetRow = typeof timesheets.$inferSelect;

const ENTRY_FIELDS = [
  'type',
  'date',
  'time_start',
  'time_end',
  'break_time_minutes',
  'hours_hundredths',
  'timezone',
  'project_code',
  'task',
] as const;

function pickEntry(payload: Record<string, unknown>): Partial<TimesheetRow> {
  const out: Record<string, unknown> = {};
  for (const f of ENTRY_FIELDS) if (f in payload) out[f] = payload[f];
  return out as Partial<TimesheetRow>;
}

/**
 * The one reducer of timesheet events: the live path computes the next row with it, and a rebuild
 * folds it over the stream, so both produce the same table.
 */
export function projectTimesheet(row: TimesheetRow | null, e: ProjectedEvent): TimesheetRow {
  const at = e.occurred_at;
  if (e.type === 'timesheet.created') {
    const p = e.payload as Record<string, unknown> &
      Pick<
        TimesheetRow,
        'id' | 'assignment_id' | 'contractor_id' | 'client_id' | 'partner_id' | 'eor_id'
      >;
    return {
      id: p.id,
      assignment_id: p.assignment_id,
      contractor_id: p.contractor_id,
      client_id: p.client_id,
      partner_id: p.partner_id,
      eor_id: p.eor_id,
      status: 'draft',
      billing: 'billable',
      paid: false,
      type: 'hourly',
      date: '',
      time_start: null,
      time_end: null,
      break_time_minutes: 0,
      hours_hundredths: 0,
      timezone: 'America/New_York',
      project_code: null,
      task: null,
      ...pickEntry(p),
      signed_at: null,
      approval_date: null,
      approval_email: null,
      approval_ip: null,
      approval_evidence: null,
      rejection_reason: null,
      rejected_at: null,
      entered_by_user_id: e.actor_user_id,
      entered_ip: e.ip,
      edited_by_user_id: null,
      edited_ip: null,
      payroll_submission_date: (p.payroll_submission_date as string | null | undefined) ?? null,
      client_billing_invoice_date:
        (p.client_billing_invoice_date as string | null | undefined) ?? null,
      location: null,
      metadata: {},
      version: e.version,
      created_at: at,
      updated_at: at,
    };
  }
  if (!row) throw new Error(`${e.type} before timesheet.created`);
  const to = e.payload.to as StoredState | undefined;
  const next: TimesheetRow = { ...row, version: e.version, updated_at: at, ...(to ?? {}) };
  switch (e.type) {
    case 'timesheet.edit':
      return {
        ...next,
        ...pickEntry(e.payload),
        edited_by_user_id: e.actor_user_id,
        edited_ip: e.ip,
      };
    case 'timesheet.submit':
      return { ...next, location: e.location ? { ...e.location, source: 'device' } : null };
    case 'timesheet.sign':
      return { ...next, signed_at: at };
    case 'timesheet.unsign':
      return { ...next, signed_at: null };
    case 'timesheet.approve':
    case 'timesheet.approveWithEvidence':
      return {
        ...next,
        approval_date: at,
        approval_email: (e.payload.actor_email as string | undefined) ?? null,
        approval_ip: e.ip,
        approval_evidence: (e.payload.evidence as string | undefined) ?? null,
      };
    case 'timesheet.reject':
      return {
        ...next,
        rejection_reason: (e.payload.reason as string | undefined) ?? null,
        rejected_at: at,
      };
    case 'timesheet.unreject':
      return { ...next, rejection_reason: null, rejected_at: null };
    case 'timesheet.unapprove':
      return {
        ...next,
        approval_date: null,
        approval_email: null,
        approval_ip: null,
        approval_evidence: null,
        signed_at: null,
      };
    case 'timesheet.invoiced':
      return {
        ...next,
        client_billing_invoice_date: e.payload.client_billing_invoice_date as string,
      };
    case 'timesheet.uninvoiced':
      return { ...next, client_billing_invoice_date: null };
    case 'timesheet.sentToPayroll':
      return { ...next, payroll_submission_date: e.payload.payroll_submission_date as string };
    default:
      return next;
  }
}
