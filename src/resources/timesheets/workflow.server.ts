import { timesheetDefinition } from './definition';
import type { TimesheetFacts } from './chart';
import type { StoredState } from './state';
import { ActionFields, Timesheet, type ActionBody } from './contract';
import { timesheets } from '../../server/db/schema';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import { timesheetEvents } from './events.server';
import { seesContractorPersonal } from './personal-data.server';
import { projectTimesheet, type TimesheetRow } from './projection';
import { joined, toDto, type JoinedRow } from './queries';
import { timesheetScope } from './scope.server';

export const storedOf = (t: TimesheetRow): StoredState => ({
  status: t.status as StoredState['status'],
  billing: t.billing as StoredState['billing'],
  paid: t.paid,
});

export const factsOf = (r: JoinedRow): TimesheetFacts => ({
  requiresSignature: r.requires_signature,
  invoiced: Boolean(r.t.client_billing_invoice_date),
  payrollSubmitted: Boolean(r.t.payroll_submission_date),
  paycheckPaid: r.pay_on_paid_paycheck,
});

/** The timesheet lifecycle on the server: the shared definition plus its table, DTO, reducer and event payloads. */
export const timesheetServer = defineWorkflowServer({
  definition: timesheetDefinition,
  apiPath: '/timesheets',
  itemKey: 'timesheet',
  item: Timesheet,
  actionBody: ActionFields,
  rows: joined,
  id: timesheets.id,
  scope: timesheetScope,
  toDto,
  row: (r: JoinedRow) => r.t,
  storedOf,
  facts: factsOf,
  // Invoicing and payroll dates are on the row at each step; the client's signature rule is today's.
  factsAt: (r, row) => factsOf({ ...r, t: row }),
  table: timesheets,
  reduce: projectTimesheet,
  events: timesheetEvents,
  // Submitting records where the contractor's device was (spec §4).
  locationOf: (action, input) =>
    action === 'submit' && input.location
      ? { ...(input.location as object), source: 'device' }
      : null,
  // A signature given with `sign` is recorded on its event (name, optional drawing; the event has time and IP).
  recordsAlso: async (_tx, action, _record, _origin, input) => {
    const signature = (input as ActionBody).signature;
    return action === 'sign' && signature ? { signature } : {};
  },
  hidesOrigin: (viewer, event) =>
    !seesContractorPersonal(viewer) && event.actor_role === 'contractor',
});
