import { z, type ZodType } from 'zod';

/**
 * The payload every transition records: the chart state before and after, and the actor's email
 * (null where history hides it from the viewer). A workflow extends it per event type with what that
 * event carries (a reason, evidence, changed fields); strict, so nothing else is stored.
 */
export const transitionPayload = <S extends ZodType>(state: S) =>
  z.strictObject({ from: state, to: state, actor_email: z.email().nullable() });

/** JSON keeps no undefined values: absent optional fields are left out before a payload is checked. */
export const withoutUndefined = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
