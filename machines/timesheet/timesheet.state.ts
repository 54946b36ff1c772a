import type { SnapshotFrom, StateValue } from 'xstate';
import type { BillingStatus, TimesheetStatus } from '../../src/domain/contracts/timesheets';
import { actionLabels, type TimesheetAction } from '../../src/domain/policy/timesheet-decisions';
import { eventForAction, type TimesheetEvent } from './timesheet.events';
import { guardFailures, type GuardName, type TimesheetFacts } from './timesheet.rules';
import { timesheetWorkflow } from './timesheet.workflow';

/** The stored columns that hold the chart's state. */
export interface StoredState {
  status: TimesheetStatus;
  billing: BillingStatus;
  paid: boolean;
}

export type TimesheetSnapshot = SnapshotFrom<typeof timesheetWorkflow>;

export function stateValueOf(row: StoredState): StateValue {
  if (row.status !== 'approved') return row.status;
  return { approved: { billing: row.billing, payment: row.paid ? 'paid' : 'unpaid' } };
}

export function storedStateOf(snapshot: TimesheetSnapshot): StoredState {
  const value = snapshot.value;
  if (typeof value === 'string') return { status: value as TimesheetStatus, billing: 'billable', paid: false };
  return {
    status: 'approved',
    billing: snapshot.matches({ approved: { billing: 'noBill' } }) ? 'noBill' : 'billable',
    paid: snapshot.matches({ approved: { payment: 'paid' } }),
  };
}

/** A readable name of the stored state, used as `from`/`to` in refusals and history. */
export function stateLabel(row: StoredState): string {
  if (row.status !== 'approved') return row.status;
  return ['approved', row.billing === 'noBill' ? 'noBill' : null, row.paid ? 'paid' : null].filter(Boolean).join('.');
}

/** Rebuilds the chart state of a stored timesheet (design §7). */
export function resolveTimesheet(row: StoredState, facts: TimesheetFacts): TimesheetSnapshot {
  return timesheetWorkflow.resolveState({ value: stateValueOf(row), context: facts });
}

/**
 * Why the chart refuses an event now, in words: the failing rules of the transitions that exist
 * here, or, when none exists, what the current state allows.
 */
export function refusalReasons(snapshot: TimesheetSnapshot, event: TimesheetEvent): string[] {
  const nodes = snapshot._nodes.filter((n) => n.type === 'atomic' || n.type === 'final');
  const candidates: { guard?: unknown }[] = snapshot._nodes.flatMap(
    (n) => (n.on as Record<string, readonly { guard?: unknown }[] | undefined>)[event.type] ?? [],
  );
  if (candidates.length === 0) {
    const action = (Object.entries(eventForAction).find(([, e]) => e === event.type)?.[0] ?? event.type) as TimesheetAction;
    const label = actionLabels[action] ?? event.type;
    const where = nodes.map((n) => n.description).filter(Boolean);
    return [`${label} is not possible now. ${where.join(' ')}`.trim()];
  }
  const reasons = candidates.flatMap((t) => {
    const name = typeof t.guard === 'string' ? (t.guard as GuardName) : null;
    return name ? guardFailures(name, snapshot.context, event) : [];
  });
  return [...new Set(reasons)];
}
