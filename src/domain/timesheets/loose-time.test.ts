import { describe, expect, it } from 'vitest';
import { parseLooseTime } from './loose-time';

describe('parseLooseTime', () => {
  it.each([
    ['8', '08:00'],
    ['17', '17:00'],
    ['8am', '08:00'],
    ['8 AM', '08:00'],
    ['8a', '08:00'],
    ['4:30pm', '16:30'],
    ['4:30 p.m.', '16:30'],
    ['430pm', '16:30'],
    ['12am', '00:00'],
    ['12pm', '12:00'],
    ['12:15am', '00:15'],
    ['0830', '08:30'],
    ['830', '08:30'],
    ['17:00', '17:00'],
    ['17.00', '17:00'],
    [' 9:05 ', '09:05'],
    ['0', '00:00'],
    ['23:59', '23:59'],
  ])('reads %j as %s', (typed, want) => {
    expect(parseLooseTime(typed)).toBe(want);
  });

  it.each(['', 'abc', '24', '25:00', '8:60', '13pm', '0am', '12345', '8:5', '-1', '4:30xm', '8h'])(
    'refuses %j',
    (typed) => {
      expect(parseLooseTime(typed)).toBeNull();
    },
  );
});
