import type { SnapshotFrom, StateValue } from 'xstate';
import type { BillingStatus, TimesheetStatus } from './contract';
import { timesheetWorkflow } from './chart';

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
  if (typeof value === 'string')
    return { status: value as TimesheetStatus, billing: 'billable', paid: false };
  return {
    status: 'approved',
    billing: snapshot.matches({ approved: { billing: 'noBill' } }) ? 'noBill' : 'billable',
    paid: snapshot.matches({ approved: { payment: 'paid' } }),
  };
}

/** A readable name of the stored state, used as `from`/`to` in refusals and history. */
export function stateLabel(row: StoredState): string {
  if (row.status !== 'approved') return row.status;
  return ['approved', row.billing === 'noBill' ? 'noBill' : null, row.paid ? 'paid' : null]
    .filter(Boolean)
    .join('.');
}
