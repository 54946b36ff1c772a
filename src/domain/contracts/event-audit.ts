import { z } from 'zod';
import { IsoDate } from './calendar';

/** Which events: one stream (`stream`, optionally `stream_type`), or every stream when absent. */
export const VerifyQuery = z.object({
  stream: z.uuid().optional(),
  stream_type: z.string().min(1).max(64).optional(),
});

export const BrokenLink = z.object({
  stream_type: z.string(),
  stream_id: z.string(),
  version: z.number().int(),
  kind: z.enum(['hash', 'prev_hash', 'gap', 'unchained']),
  expected: z.string().nullable(),
  found: z.string().nullable(),
});

/** The chain check's answer: ok, what it read, and the first broken link of each broken stream. */
export const VerifyReport = z.object({
  ok: z.boolean(),
  streams: z.number().int(),
  events: z.number().int(),
  broken_streams: z.number().int(),
  broken: z.array(BrokenLink),
  duration_ms: z.number().int(),
});

/** A record's events (`stream`) or a period's (`from`, `to`: UTC days, both inclusive), as JSON or CSV. */
export const ExportQuery = z
  .object({
    stream: z.uuid().optional(),
    stream_type: z.string().min(1).max(64).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => q.stream !== undefined || (q.from !== undefined && q.to !== undefined), {
    message: 'Name a record (stream) or a period (from and to)',
    path: ['stream'],
  });

/** One exported event: every stored field, so an auditor can recompute each hash (docs/security.md "Tamper-evident event log"). */
export const ExportedEvent = z.object({
  id: z.number().int(),
  stream_type: z.string(),
  stream_id: z.string(),
  version: z.number().int(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  actor_user_id: z.string().nullable(),
  actor_role: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  location: z.record(z.string(), z.unknown()).nullable(),
  occurred_at: z.string(),
  prev_hash: z.string().nullable(),
  hash: z.string().nullable(),
});

export const EventExport = z.object({
  exported_at: z.string(),
  format: z.literal('staffwise.event.v1'),
  events: z.array(ExportedEvent),
});
