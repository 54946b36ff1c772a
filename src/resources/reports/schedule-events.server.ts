import { z } from 'zod';
import { ScheduleChange } from './contract';
import type { EventStream } from '../../server/events/payloads';

/**
 * A report schedule's changes, keyed by the schedule's id: each accepted edit (timing, recipients,
 * parameters, pause or resume) is one `report_schedule.changed` naming only the keys it changed, as
 * saved, so an auditor reads who changed whom a report goes to and when.
 */
export const reportScheduleEvents: EventStream = {
  type: 'report_schedule',
  payloads: {
    'report_schedule.changed': z.strictObject({ schedule_id: z.uuid(), changes: ScheduleChange }),
  },
};
