import { z } from 'zod';

/** The request that was answered 424, kept so it can be replayed with the code (spec §7). */
export const ReplayableRequest = z.object({
  id: z.string(),
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string().nullable(),
});
export type ReplayableRequest = z.infer<typeof ReplayableRequest>;

export const TwoFactorEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('twoFactor.required'),
    request: ReplayableRequest,
    detail: z.string().optional(),
  }),
  z.object({ type: z.literal('twoFactor.type'), code: z.string() }),
  z.object({ type: z.literal('twoFactor.submit') }),
  /** The signed-in user's email goes with the resend call (spec §7 "Resend code": field email). */
  z.object({ type: z.literal('twoFactor.resend'), email: z.string().optional() }),
  z.object({ type: z.literal('twoFactor.dismiss') }),
]);
export type TwoFactorEvent = z.infer<typeof TwoFactorEvent>;
