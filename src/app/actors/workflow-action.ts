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

/** `POST <path>/{id}/actions/{action}` with `body`; a 403/409 is thrown as ActionRefusedError with its reasons. */
export async function postWorkflowAction(
  path: string,
  id: string,
  action: string,
  body: Record<string, unknown>,
  signal: AbortSignal,
): Promise<void> {
  try {
    await http.post(`${path}/${id}/actions/${action}`, {
      json: body,
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
}

/** `POST <path>/{id}/actions/{action}` of any workflow resource (`timesheets`), its texts as the body. */
export const performWorkflowAction = (path: string) =>
  fromPromise<void, ActionRequest>(({ input, signal }) => {
    const { id, action, ...texts } = input;
    return postWorkflowAction(path, id, action, texts, signal);
  });
