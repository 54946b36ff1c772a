import { HTTPError } from 'ky';
import { fromPromise } from 'xstate';
import type { ActionRequest, DetailData } from '../../../machines/timesheet-detail/timesheet-detail.screen';
import { EasyApproveLinkSent, TimesheetDetail, TimesheetHistory } from '../../domain/contracts/timesheets';
import { extractErrorMessage } from '../../domain/errors/extract-message';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

/** A 403/409 answer to an action: the server's message and its reasons in words. */
export class ActionRefusedError extends Error {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message);
  }
}

async function fetchHistory(id: string, signal: AbortSignal) {
  return TimesheetHistory.parse(await http.get(`timesheets/${id}/history`, { signal }).json()).data;
}

export const loadTimesheetDetail = fromPromise<DetailData, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const [detail, history] = await Promise.all([
      http.get(`timesheets/${input.id}`, { signal }).json().then((b) => TimesheetDetail.parse(b)),
      fetchHistory(input.id, signal),
    ]);
    return { detail, history };
  }),
);

export const performTimesheetAction = fromPromise<DetailData, ActionRequest>(async ({ input, signal }) => {
  const { id, action, ...body } = input;
  try {
    const detail = TimesheetDetail.parse(await http.post(`timesheets/${id}/actions/${action}`, { json: body, signal }).json());
    return { detail, history: await fetchHistory(id, signal) };
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const payload: unknown = await error.response.json().catch(() => null);
    const reasons = payload && typeof payload === 'object' && 'reasons' in payload && Array.isArray(payload.reasons) ? (payload.reasons as string[]) : [];
    throw new ActionRefusedError(extractErrorMessage(payload), reasons);
  }
});

/** The server mails the link to the approver and answers only with whom it went to. */
export const sendApprovalLink = fromPromise<string, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => EasyApproveLinkSent.parse(await http.post(`timesheets/${input.id}/easy_approve_link`, { json: {}, signal }).json()).sent_to),
);
