import { fromPromise } from 'xstate';
import type { DetailLoad } from '../../../machines/kit/resource-detail.screen';
import { TimesheetDetail, TimesheetHistory } from './contract';
import { EasyApproveLinkSent } from '../easy-approve/contract';
import { http } from '../../app/lib/http';
import { withApiErrors } from '../../app/actors/api-error';
import { performWorkflowAction } from '../../app/actors/workflow-action';

/**
 * The server's answer for one timesheet and its history. Its `actions` ride along unread: the page asks
 * the shared workflow definition what the signed-in user may do.
 */
export const loadTimesheetDetail = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const [detail, history] = await Promise.all([
      http
        .get(`timesheets/${input.id}`, { signal })
        .json()
        .then((b) => TimesheetDetail.parse(b)),
      http
        .get(`timesheets/${input.id}/history`, { signal })
        .json()
        .then((b) => TimesheetHistory.parse(b).data),
    ]);
    return { item: detail, history };
  }),
);

export const performTimesheetAction = performWorkflowAction('timesheets');

/** The timesheet's own step: the server mails the approval link to the approver and answers only with whom it went to. */
export const runTimesheetStep = fromPromise<string, { id: string; step: string }>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const sent = EasyApproveLinkSent.parse(
        await http.post(`timesheets/${input.id}/easy_approve_link`, { json: {}, signal }).json(),
      );
      return `Approval link emailed to ${sent.sent_to}.`;
    }),
);
