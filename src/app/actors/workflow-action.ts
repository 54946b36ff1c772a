import { HTTPError } from 'ky';
import { fromPromise } from 'xstate';
import type { ActionRequest } from '../../../machines/kit/resource-detail.screen';
import { extractErrorMessage } from '../../domain/errors/extract-message';
import { http } from '../lib/http';

/** A 403/409 answer to an action: the server's message and its reasons in words. */
export class ActionRefusedError extends Error {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message);
  }
}

/** `POST <path>/{id}/actions/{action}` of any workflow resource (`timesheets`), its texts as the body. */
export const performWorkflowAction = (path: string) =>
  fromPromise<void, ActionRequest>(async ({ input, signal }) => {
    const { id, action, ...texts } = input;
    try {
      await http.post(`${path}/${id}/actions/${action}`, {
        json: texts,
        signal,
        // One key per decision: the server runs a money-moving action once however often it arrives.
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
    } catch (error) {
      if (!(error instanceof HTTPError)) throw error;
      const payload: unknown = await error.response.json().catch(() => null);
      const reasons =
        payload &&
        typeof payload === 'object' &&
        'reasons' in payload &&
        Array.isArray(payload.reasons)
          ? (payload.reasons as string[])
          : [];
      throw new ActionRefusedError(extractErrorMessage(payload), reasons);
    }
  });
