import { createActorContext } from '@xstate/react';
import { timesheetDetailScreen } from '../../../../machines/timesheet-detail/timesheet-detail.screen';
import { loadTimesheetDetail, performTimesheetAction, sendApprovalLink } from '../../actors/timesheet-detail';
import { toastStore } from '../../components/feedback/toast-store';

export const TimesheetDetailContext = createActorContext(
  timesheetDetailScreen.provide({
    actors: { loadDetail: loadTimesheetDetail, performAction: performTimesheetAction, sendApprovalLink },
    actions: { notifyLinkSent: (_, { to }) => void toastStore.show(`Approval link emailed to ${to}.`) },
  }),
);
