import { createActorContext } from '@xstate/react';
import { timesheetDetailScreen } from '../../../../machines/timesheet-detail/timesheet-detail.screen';
import { loadTimesheetDetail, performTimesheetAction } from '../../actors/timesheet-detail';

export const TimesheetDetailContext = createActorContext(
  timesheetDetailScreen.provide({ actors: { loadDetail: loadTimesheetDetail, performAction: performTimesheetAction } }),
);
