import type { ZodType } from 'zod';

/** A stream type and the schema of each of its event types' payloads. */
export interface EventStream {
  type: string;
  payloads: Readonly<Record<string, ZodType<Record<string, unknown>>>>;
}

/**
 * The payload as its schema reads it. An unknown event type or a payload its schema refuses is a
 * programming error: nothing is stored, the request fails with a 500 and the log says why.
 */
export function checkPayload(
  stream: EventStream,
  type: string,
  payload: unknown,
): Record<string, unknown> {
  const schema = stream.payloads[type];
  if (!schema) throw new Error(`No payload schema for ${stream.type} event ${type}`);
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new Error(
      `A ${type} event with a malformed payload was not stored: ${parsed.error.message}`,
    );
  return parsed.data;
}
