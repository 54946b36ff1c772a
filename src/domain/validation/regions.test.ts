import { expect, it } from 'vitest';
import { caProvinces, countryCodes, usStates } from './regions';

it('lists the 249 assigned ISO countries and no reserved or user-assigned codes', () => {
  expect(countryCodes.size).toBe(249);
  for (const code of ['US', 'CA', 'MX', 'GB', 'IN', 'PR'])
    expect(countryCodes.has(code)).toBe(true);
  for (const code of ['UK', 'EU', 'UN', 'ZZ', 'XK', 'AA', 'QO', 'XA', 'AN', 'YU'])
    expect(countryCodes.has(code)).toBe(false);
});

it('lists the 50 states, DC and the five inhabited territories', () => {
  expect(Object.keys(usStates)).toHaveLength(56);
  expect(usStates.DC).toBe('District of Columbia');
  expect(usStates.PR).toBe('Puerto Rico');
});

it('lists the 13 provinces and territories, each with letters that begin Canadian postal codes', () => {
  expect(Object.keys(caProvinces)).toHaveLength(13);
  const allLetters = Object.values(caProvinces).flatMap((p) => [...p.postal]);
  expect(new Set(allLetters)).toEqual(new Set('ABCEGHJKLMNPRSTVXY'));
});
