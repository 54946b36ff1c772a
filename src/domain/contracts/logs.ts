import { z } from 'zod';
import { ACCESS_KINDS, SERVICE_JOBS, SERVICE_LEVELS } from '../logs/kinds';

/** One access log row: who (or which email, for a failed sign-in) did what, from where, when. */
export const AccessLog = z.object({
  id: z.string(),
  occurred_at: z.string(),
  kind: z.enum(ACCESS_KINDS),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  email: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  path: z.string(),
  status: z.number().int(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The API key the request came with, by the name it had then. */
  api_key_name: z.string().nullable(),
});
export type AccessLog = z.infer<typeof AccessLog>;

/** One service log row: a background job's run or failure. */
export const ServiceLog = z.object({
  id: z.string(),
  occurred_at: z.string(),
  job: z.enum(SERVICE_JOBS),
  level: z.enum(SERVICE_LEVELS),
  message: z.string(),
  duration_ms: z.number().int().nullable(),
});
export type ServiceLog = z.infer<typeof ServiceLog>;
