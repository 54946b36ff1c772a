import { z } from 'zod';

export const SessionEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('session.signIn'),
    email: z.string(),
    password: z.string(),
    /** The `redirect` query value of /login, if any; used only when it is a safe in-app path. */
    redirect: z.string().optional(),
  }),
  z.object({ type: z.literal('session.verifyCode'), code: z.string() }),
  z.object({ type: z.literal('session.tokenReceived'), token: z.string() }),
  z.object({ type: z.literal('session.remember'), path: z.string() }),
  z.object({ type: z.literal('session.cancel') }),
  z.object({ type: z.literal('session.signOut') }),
  z.object({ type: z.literal('session.expired') }),
  /** Check the stored token again after the server could not be reached. */
  z.object({ type: z.literal('session.retry') }),
]);
export type SessionEvent = z.infer<typeof SessionEvent>;
