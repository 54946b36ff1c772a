import type { Verdict } from '../../../../machines/kit/workflow';
import { ApiError } from '../../lib/errors';

/** A refused action as the API answers it (TransitionRefusal): 403 never for this user, 409 not now. */
export const refusal = (verdict: Extract<Verdict, { ok: false }>, from: string, action: string) =>
  new ApiError(verdict.code, verdict.message, { from, action, reasons: verdict.reasons });
