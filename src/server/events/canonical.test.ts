import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalEvent,
  canonicalJson,
  canonicalJsonByHand,
  eventHash,
  type HashedFields,
} from './canonical';

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

  it('sorts keys by code unit even where an object would put array indexes first', () => {
    expect(canonicalJson({ a: 3, 9: 2, 10: 1 })).toBe('{"10":1,"9":2,"a":3}');
    // An own `__proto__` key, as JSON.parse makes one (a literal would set the prototype).
    expect(canonicalJson(JSON.parse('{"b":1,"__proto__":{"x":2}}'))).toBe(
      '{"__proto__":{"x":2},"b":1}',
    );
    expect(canonicalJson({ d: new Date(0), s: 'x' })).toBe('{"d":{},"s":"x"}');
  });

  it('writes exactly what the by-hand definition writes, and refuses what it refuses', () => {
    let seed = 20_261_128;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const keys = [
      'a',
      'b',
      'Z',
      '',
      '0',
      '1',
      '10',
      '9',
      '01',
      '4294967295',
      '__proto__',
      'é',
      '😀',
      '\ud800',
      'a b',
      '"q"',
      'x\n',
    ];
    const leaves = [
      null,
      true,
      false,
      0,
      -0,
      1.5,
      -7,
      1e21,
      5e-7,
      2 ** 53,
      '',
      'text',
      '\u0000\u001f',
      '\ud83d',
      '😀',
      'é"\\',
      undefined,
      Number.NaN,
      Infinity,
      new Date(0),
    ];
    const value = (depth: number): unknown => {
      const r = rand();
      if (depth > 3 || r < 0.4) return pick(leaves);
      if (r < 0.7) return Array.from({ length: Math.floor(rand() * 4) }, () => value(depth + 1));
      const out: Record<string, unknown> = {};
      for (let i = Math.floor(rand() * 5); i > 0; i--)
        Object.defineProperty(out, pick(keys), {
          value: value(depth + 1),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      return out;
    };
    const outcome = (f: (v: unknown) => string, v: unknown) => {
      try {
        return { text: f(v) };
      } catch (err) {
        return { error: (err as Error).message };
      }
    };
    let compared = 0;
    for (let i = 0; i < 5_000; i++) {
      const v = value(0);
      expect(outcome(canonicalJson, v), JSON.stringify(v)).toEqual(outcome(canonicalJsonByHand, v));
      compared += 1;
    }
    expect(compared).toBe(5_000);
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
