import { createHash } from 'node:crypto';

/**
 * A JSON text that is the same for equal values whatever their key order: object keys sorted by
 * UTF-16 code units, recursively, no whitespace. A payload read back from jsonb (which reorders
 * keys) therefore serializes exactly as it did when it was appended.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new Error('canonicalJson: a number must be finite');
      return JSON.stringify(value);
    case 'object':
      if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
      return `{${Object.keys(value)
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
        .join(',')}}`;
    default:
      throw new Error(`canonicalJson: cannot serialize a ${typeof value}`);
  }
}

/** What the hash of an event covers; see "Tamper-evident event log" in README.md. */
export interface HashedFields {
  stream_type: string;
  stream_id: string;
  version: number;
  type: string;
  payload: Record<string, unknown>;
  actor_user_id: string | null;
  actor_role: string | null;
  ip: string | null;
  user_agent: string | null;
  location: Record<string, unknown> | null;
  occurred_at: Date;
  prev_hash: string | null;
}

/** Names the serialization, so a later change of what is covered cannot be confused with this one. */
const FORMAT = 'staffwise.event.v1';

/** The canonical form of one event: a JSON array in a fixed order, the time as ISO 8601 in UTC to the millisecond. */
export const canonicalEvent = (e: HashedFields): string =>
  canonicalJson([
    FORMAT,
    e.stream_type,
    // uuid columns read back lower-case, whatever case was written.
    e.stream_id.toLowerCase(),
    e.version,
    e.type,
    e.payload,
    e.actor_user_id?.toLowerCase() ?? null,
    e.actor_role,
    e.ip,
    e.user_agent,
    e.location,
    e.occurred_at.toISOString(),
    e.prev_hash,
  ]);

/** SHA-256 of the canonical form, hex. */
export const eventHash = (e: HashedFields): string =>
  createHash('sha256').update(canonicalEvent(e)).digest('hex');
