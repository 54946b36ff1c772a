import { describe, expect, it } from 'vitest';
import { centsToAmount, parseAmountCents } from './money-input';

describe('typed amounts', () => {
  it.each([
    ['1250', 125000],
    ['1,250.5', 125050],
    ['$1,250.50', 125050],
    ['-12.05', -1205],
    ['0.10', 10],
    [' 7 ', 700],
    ['90071992547409.91', 9007199254740991],
  ])('reads %s as %i cents, digit by digit', (text, cents) => {
    expect(parseAmountCents(text)).toBe(cents);
  });

  it.each(['', '1.234', '1,25.00', 'abc', '1e3', '12,34', '--1', '90071992547409.92', '0x10'])(
    'refuses %j',
    (text) => {
      expect(parseAmountCents(text)).toBeNull();
    },
  );

  it('writes cents back as the amount a form shows', () => {
    expect(centsToAmount(125050)).toBe('1250.50');
    expect(centsToAmount(-5)).toBe('-0.05');
    expect(centsToAmount(0)).toBe('0.00');
    for (const cents of [1, 99, 100, 123456789, -100001])
      expect(parseAmountCents(centsToAmount(cents))).toBe(cents);
  });
});
