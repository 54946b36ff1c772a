import { fromPromise } from 'xstate';
import type { EntryLoad, WeekQuery } from './entry.screen';
import { entryBody, type EntryRow } from './entry-rows';
import { AssignmentList } from '../assignments/contract';
import { TimesheetDetail, TimesheetList, type Timesheet } from './contract';
import type { DevicePosition } from '../../domain/timesheets/geolocation';
import { http } from '../../app/lib/http';
import { withApiErrors } from '../../app/actors/api-error';

export { locateDevice as locate } from '../../app/actors/geolocation';

const sundayOf = (monday: string) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

async function storedWeek(
  { assignmentId, monday }: WeekQuery,
  signal: AbortSignal,
): Promise<Timesheet[]> {
  if (!assignmentId) return [];
  const page = await http
    .get('timesheets', {
      searchParams: {
        assignment_id: assignmentId,
        date_from: monday,
        date_to: sundayOf(monday),
        sort: 'date',
        per_page: 100,
      },
      signal,
    })
    .json();
  return TimesheetList.parse(page).data;
}

/** The caller's assignments and either the timesheet being corrected or what is stored for the week shown. */
export const loadEntry = fromPromise<EntryLoad, { id: string | null } & WeekQuery>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const [list, detail] = await Promise.all([
        http.get('assignments', { searchParams: { per_page: 200 }, signal }).json(),
        input.id ? http.get(`timesheets/${input.id}`, { signal }).json() : Promise.resolve(null),
      ]);
      const assignments = AssignmentList.parse(list).data;
      const timesheet = detail ? TimesheetDetail.parse(detail).timesheet : null;
      const assignmentId = assignments.some((a) => a.id === input.assignmentId)
        ? input.assignmentId
        : (assignments[0]?.id ?? '');
      const week = timesheet
        ? []
        : await storedWeek({ assignmentId, monday: input.monday }, signal);
      return { assignments, timesheet, assignmentId, week };
    }),
);

/** One assignment's stored week ("Copy last week" reads the week before). */
export const loadWeek = fromPromise<Timesheet[], WeekQuery>(({ input, signal }) =>
  withApiErrors(() => storedWeek(input, signal)),
);

/** POST a new draft, or PATCH a stored one (a rejected one goes back to draft). */
export const saveRow = fromPromise<
  Timesheet,
  { row: EntryRow; assignmentId: string; timezone: string }
>(({ input, signal }) =>
  withApiErrors(async () => {
    const { assignment_id, ...patch } = entryBody(input.row, input.assignmentId, input.timezone);
    const res = input.row.id
      ? http.patch(`timesheets/${input.row.id}`, { json: patch, signal })
      : http.post('timesheets', { json: { assignment_id, ...patch }, signal });
    return TimesheetDetail.parse(await res.json()).timesheet;
  }),
);

/** The submit action, carrying the device position (stored flagged as reported by the device). */
export const submitRow = fromPromise<Timesheet, { id: string; position: DevicePosition }>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const res = http.post(`timesheets/${input.id}/actions/submit`, {
        json: { location: input.position },
        signal,
      });
      return TimesheetDetail.parse(await res.json()).timesheet;
    }),
);
