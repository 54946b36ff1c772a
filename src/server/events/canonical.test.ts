import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalEvent, canonicalJson, eventHash, type HashedFields } from './canonical';

describe('canonicalJson', () => {
  it('writes equal objects alike whatever their key order, at every depth, without whitespace', () => {
    const a = { b: 1, a: { d: [3, { z: true, y: null }], c: 'x' } };
    const b = { a: { c: 'x', d: [3, { y: null, z: true }] }, b: 1 };
    expect(canonicalJson(a)).toBe('{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
  });

  it('keeps array order, drops undefined members like JSON, escapes strings like JSON', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson({ a: undefined, b: 'q"\n\u0001é' })).toBe('{"b":"q\\"\\n\\u0001é"}');
  });

  it('refuses what JSON cannot say the same way twice', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow();
    expect(() => canonicalJson({ a: Infinity })).toThrow();
    expect(() => canonicalJson({ a: () => 1 })).toThrow();
  });
});

describe('eventHash', () => {
  const event: HashedFields = {
    stream_type: 'timesheet',
    stream_id: '5C0A3E4A-8F1D-4B8E-9A51-3C1E2D7F9B10',
    version: 2,
    type: 'timesheet.approve',
    payload: { to: { status: 'approved' }, from: { status: 'submitted' } },
    actor_user_id: null,
    actor_role: 'admin',
    ip: '203.0.113.9',
    user_agent: 'Mozilla/5.0',
    location: null,
    occurred_at: new Date('2026-11-20T15:00:00.123Z'),
    prev_hash: 'a'.repeat(64),
  };

  it('is the SHA-256 of a fixed-order array naming its format, ids lower-cased, time to the millisecond', () => {
    const text =
      '["staffwise.event.v1","timesheet","5c0a3e4a-8f1d-4b8e-9a51-3c1e2d7f9b10",2,"timesheet.approve",' +
      '{"from":{"status":"submitted"},"to":{"status":"approved"}},null,"admin","203.0.113.9","Mozilla/5.0",null,' +
      `"2026-11-20T15:00:00.123Z","${'a'.repeat(64)}"]`;
    expect(canonicalEvent(event)).toBe(text);
    expect(eventHash(event)).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('changes when any covered field changes', () => {
    const base = eventHash(event);
    const changed: Partial<HashedFields>[] = [
      { stream_type: 'invoice' },
      { stream_id: '5c0a3e4a-8f1d-4b8e-9a51-3c1e2d7f9b11' },
      { version: 3 },
      { type: 'timesheet.reject' },
      { payload: { to: { status: 'rejected' }, from: { status: 'submitted' } } },
      { actor_user_id: '5c0a3e4a-8f1d-4b8e-9a51-3c1e2d7f9b10' },
      { actor_role: 'client' },
      { ip: '203.0.113.10' },
      { user_agent: 'curl/8' },
      { location: { lat: 1, lng: 2 } },
      { occurred_at: new Date('2026-11-20T15:00:00.124Z') },
      { prev_hash: 'b'.repeat(64) },
    ];
    for (const patch of changed)
      expect(eventHash({ ...event, ...patch }), JSON.stringify(patch)).not.toBe(base);
    expect(
      eventHash({
        ...event,
        payload: { from: { status: 'submitted' }, to: { status: 'approved' } },
      }),
    ).toBe(base);
  });
});
