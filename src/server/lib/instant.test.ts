import { expect, it } from 'vitest';
import { isoInstant } from './instant';

it('writes a timestamptz as Date would, to the millisecond in UTC, whatever its decimals or offset', () => {
  for (const text of [
    '2026-11-16 17:45:00+00',
    '2026-11-16 17:45:00.5+00',
    '2026-11-16 17:45:00.12+00',
    '2026-11-16 17:45:00.123+00',
    '2026-11-16 17:45:00.123456+00',
    '2026-11-16 17:45:00.999999+00',
    '2024-02-29 23:59:59.0001+00',
    '2026-11-16 19:45:00.25+02',
    '2026-11-16 12:15:00-05:30',
  ])
    expect(isoInstant(text), text).toBe(new Date(text).toISOString());
  expect(isoInstant('2026-11-16 17:45:00.123456+00')).toBe('2026-11-16T17:45:00.123Z');
  expect(isoInstant('2026-11-16 19:45:00+02')).toBe('2026-11-16T17:45:00.000Z');
});
