import { createHash } from 'node:crypto';

/**
 * A JSON text that is the same for equal values whatever their key order: object keys sorted by
 * UTF-16 code units, recursively, no whitespace. A payload read back from jsonb (which reorders
 * keys) therefore serializes exactly as it did when it was appended.
 *
 * Every event's hash serializes its payload (the scale seed hashes 3.7 million, the log's check
 * as many): the value is copied with its keys inserted in sorted order and written by the
 * built-in `JSON.stringify`, several times faster than writing it piece by piece. Where a copy
 * could not keep that order (a key that is an array index, which objects put first, or
 * `__proto__`) or a value is not plain JSON, `canonicalJsonByHand` writes it, or refuses it.
 */
export function canonicalJson(value: unknown): string {
  const copy = sortedCopy(value);
  return copy === BY_HAND ? canonicalJsonByHand(value) : JSON.stringify(copy);
}

const BY_HAND = Symbol('by hand');
const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

function sortedCopy(value: unknown): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : BY_HAND;
    case 'object': {
      if (Array.isArray(value)) {
        const out: unknown[] = new Array(value.length);
        for (let i = 0; i < value.length; i++) {
          const item = sortedCopy(value[i]);
          if (item === BY_HAND) return BY_HAND;
          out[i] = item;
        }
        return out;
      }
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(value).sort()) {
        const member = (value as Record<string, unknown>)[key];
        if (member === undefined) continue;
        if (key === '__proto__' || (key.length < 11 && ARRAY_INDEX.test(key))) return BY_HAND;
        const item = sortedCopy(member);
        if (item === BY_HAND) return BY_HAND;
        out[key] = item;
      }
      return out;
    }
    default:
      return BY_HAND;
  }
}

/** The canonical form written piece by piece: the definition `canonicalJson` keeps to. */
export function canonicalJsonByHand(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new Error('canonicalJson: a number must be finite');
      return JSON.stringify(value);
    case 'object':
      if (Array.isArray(value)) return `[${value.map(canonicalJsonByHand).join(',')}]`;
      return `{${Object.keys(value)
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map(
          (k) =>
            `${JSON.stringify(k)}:${canonicalJsonByHand((value as Record<string, unknown>)[k])}`,
        )
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
