import { z } from 'zod';
import { sortKeys, timesheetStatuses, type TimesheetStatus } from '../../../domain/contracts/timesheets';

const isStatus = (s: string): s is TimesheetStatus => (timesheetStatuses as readonly string[]).includes(s);
const uuid = z.uuid().optional().catch(undefined);
const isoDate = z.iso.date().optional().catch(undefined);

/**
 * A timesheet list's URL search params. Bad values are dropped rather than refused, so a shared
 * link with a stale filter still opens; `status` is the API's comma list (`submitted,signed`).
 */
export const TimesheetListSearch = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  per_page: z.coerce.number().int().min(1).max(200).optional().catch(undefined),
  sort: z.enum(sortKeys).optional().catch(undefined),
  status: z
    .string()
    .transform((v) => v.split(',').filter(isStatus).join(',') || undefined)
    .optional()
    .catch(undefined),
  date_from: isoDate,
  date_to: isoDate,
  contractor_id: uuid,
  client_id: uuid,
  assignment_id: uuid,
});
export type TimesheetListSearch = z.infer<typeof TimesheetListSearch>;

export const statusesOf = (search: TimesheetListSearch): TimesheetStatus[] => (search.status ? search.status.split(',').filter(isStatus) : []);
