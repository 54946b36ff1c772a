import { describe, expect, it } from 'vitest';
import { jobClassifications } from '../jobs/classifications';
import { formatMoney } from './format';
import { payCurrencyOf } from './pay-currency';

const demoCurrencies = [
  { currency: 'usd', symbol: '$' },
  { currency: 'cad', symbol: 'CA$' },
];

describe('the currency of pay', () => {
  it('is cad for a T4 employee and usd for every other classification', () => {
    expect(Object.fromEntries(jobClassifications.map((c) => [c, payCurrencyOf(c)]))).toEqual({
      'w-2': 'usd',
      independent_contractor: 'usd',
      international_ic: 'usd',
      international_eor: 'usd',
      canada_t4: 'cad',
    });
  });

  it("writes T4 pay with public globals' symbol, and names the currency when the list lacks it", () => {
    expect(formatMoney(123456, payCurrencyOf('canada_t4'), demoCurrencies)).toBe('CA$1,234.56');
    expect(formatMoney(123456, payCurrencyOf('canada_t4'), [demoCurrencies[0]!])).toBe(
      'CAD 1,234.56',
    );
    expect(formatMoney(123456, payCurrencyOf('w-2'), demoCurrencies)).toBe('$1,234.56');
  });
});
