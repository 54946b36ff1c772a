import { describe, expect, it } from 'vitest';
import { spansOverlap } from './overlap';

const span = (time_start: string, time_end: string) => ({ time_start, time_end });

describe('spansOverlap', () => {
  it('finds the same hours and partly shared hours', () => {
    expect(spansOverlap(span('09:00', '17:00'), span('09:00', '17:00'))).toBe(true);
    expect(spansOverlap(span('09:00', '17:00'), span('16:59', '18:00'))).toBe(true);
    expect(spansOverlap(span('12:00', '13:00'), span('09:00', '17:00'))).toBe(true);
  });

  it('lets adjacent and separate spans stand', () => {
    expect(spansOverlap(span('09:00', '12:00'), span('12:00', '17:00'))).toBe(false);
    expect(spansOverlap(span('13:00', '17:00'), span('08:00', '12:00'))).toBe(false);
  });

  it('rolls an end before the start into the next day', () => {
    expect(spansOverlap(span('22:00', '06:00'), span('23:00', '23:30'))).toBe(true);
    expect(spansOverlap(span('22:00', '06:00'), span('08:00', '12:00'))).toBe(false);
  });
});

describe('spansOverlap with hours-only time', () => {
  const hoursOnly = { time_start: null, time_end: null };
  it('takes the whole day: any other entry that day clashes with it', () => {
    expect(spansOverlap(hoursOnly, span('09:00', '12:00'))).toBe(true);
    expect(spansOverlap(span('22:00', '23:00'), hoursOnly)).toBe(true);
    expect(spansOverlap(hoursOnly, hoursOnly)).toBe(true);
  });
});
