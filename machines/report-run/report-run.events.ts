import { z } from 'zod';
import { User } from '../../src/domain/contracts/user';

const count = z.number().int().min(0);

/** The acting user travels in every event; the server overwrites it from the session (or the job's). */
export const ReportRunEvent = z.discriminatedUnion('type', [
  /** The worker took the run: how many rows it will read. */
  z.object({ type: z.literal('report_run.start'), user: User, total: count }),
  /** Every row was read and every file written and stored. */
  z.object({ type: z.literal('report_run.finish'), user: User, rows: count }),
  z.object({ type: z.literal('report_run.fail'), user: User, reason: z.string().min(1) }),
  z.object({ type: z.literal('report_run.retry'), user: User }),
]);
export type ReportRunEvent = z.infer<typeof ReportRunEvent>;
export type ReportRunEventType = ReportRunEvent['type'];
