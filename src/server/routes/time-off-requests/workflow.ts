import {
  timeOffRequestDefinition,
  type TimeOffStored,
} from '../../../../machines/time-off-request/time-off-request.definition';
import { TimeOffActionBody, TimeOffRequest } from '../../../domain/contracts/pto';
import { canSeeTimeOff } from '../../../domain/policy/pto';
import { timeOffRequests } from '../../db/schema';
import { defineWorkflowServer } from '../../kit/workflow/server';
import { PTO_REFUSED } from '../pto/messages';
import { timeOffEvents } from './events';
import { projectTimeOff } from './projection';
import { joined, toDto, type TimeOffRecord } from './queries';

/** The time-off lifecycle on the server: the shared definition plus its table, DTO, reducer and event payloads. */
export const timeOffServer = defineWorkflowServer({
  definition: timeOffRequestDefinition,
  apiPath: '/time_off_requests',
  itemKey: 'time_off_request',
  item: TimeOffRequest,
  actionBody: TimeOffActionBody,
  rows: joined,
  id: timeOffRequests.id,
  scope: { partner_id: timeOffRequests.partner_id, contractor_id: timeOffRequests.contractor_id },
  toDto,
  row: (r: TimeOffRecord) => r.r,
  storedOf: (row) => ({ status: row.status as TimeOffStored['status'] }),
  facts: (r: TimeOffRecord) => ({
    requested_by_user_id: r.r.requested_by_user_id,
    started: r.started,
    hours_hundredths: r.r.hours_hundredths,
    available_hundredths: r.available,
  }),
  table: timeOffRequests,
  reduce: projectTimeOff,
  events: timeOffEvents,
  access: { allowed: canSeeTimeOff, message: PTO_REFUSED },
});
