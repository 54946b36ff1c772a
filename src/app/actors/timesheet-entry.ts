import { fromPromise } from 'xstate';
import type { EntryLoad } from '../../../machines/timesheet-entry/timesheet-entry.screen';
import { entryBody, type EntryRow } from '../../../machines/timesheet-entry/entry-rows';
import { AssignmentList } from '../../domain/contracts/assignments';
import { TimesheetDetail, type Timesheet } from '../../domain/contracts/timesheets';
import type { DevicePosition } from '../../domain/timesheets/geolocation';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

export { locateDevice as locate } from './geolocation';

/** The caller's assignments and, when correcting one, the draft or rejected timesheet. */
export const loadEntry = fromPromise<EntryLoad, { id: string | null }>(({ input, signal }) =>
  withApiErrors(async () => {
    const [list, detail] = await Promise.all([
      http.get('assignments', { searchParams: { per_page: 200 }, signal }).json(),
      input.id ? http.get(`timesheets/${input.id}`, { signal }).json() : Promise.resolve(null),
    ]);
    return { assignments: AssignmentList.parse(list).data, timesheet: detail ? TimesheetDetail.parse(detail).timesheet : null };
  }),
);

/** POST a new draft, or PATCH a stored one (a rejected one goes back to draft). */
export const saveRow = fromPromise<Timesheet, { row: EntryRow; assignmentId: string; timezone: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const { assignment_id, ...patch } = entryBody(input.row, input.assignmentId, input.timezone);
    const res = input.row.id
      ? http.patch(`timesheets/${input.row.id}`, { json: patch, signal })
      : http.post('timesheets', { json: { assignment_id, ...patch }, signal });
    return TimesheetDetail.parse(await res.json()).timesheet;
  }),
);

/** The submit action, carrying the device position (stored flagged as reported by the device). */
export const submitRow = fromPromise<Timesheet, { id: string; position: DevicePosition }>(({ input, signal }) =>
  withApiErrors(async () => {
    const res = http.post(`timesheets/${input.id}/actions/submit`, { json: { location: input.position }, signal });
    return TimesheetDetail.parse(await res.json()).timesheet;
  }),
);
