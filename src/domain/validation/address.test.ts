import { describe, expect, it } from 'vitest';
import {
  CA_POSTAL_FORMAT,
  CA_POSTAL_PROVINCE,
  CA_PROVINCE_UNKNOWN,
  COUNTRY_UNAVAILABLE,
  COUNTRY_UNKNOWN,
  formatAddress,
  parseAddress,
  POSTAL_FORMAT,
  US_STATE_UNKNOWN,
  ZIP_FORMAT,
  type AddressInput,
} from './address';

const us: AddressInput = {
  street_address_line_1: '500 Main Street',
  street_address_line_2: '',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  country: 'US',
};
const ca: AddressInput = {
  street_address_line_1: '1 Yonge St',
  street_address_line_2: 'Suite 1801',
  city: 'Toronto',
  state: 'ON',
  zipcode: 'M5E 1W7',
  country: 'CA',
};

const errorsOf = (input: AddressInput, countries?: readonly string[]) => {
  const result = parseAddress(input, { countries });
  return result.ok ? {} : result.errors;
};

describe('a valid address is normalised', () => {
  it('US, with line 2 empty', () => {
    expect(parseAddress(us)).toEqual({
      ok: true,
      value: { ...us, street_address_line_2: null },
    });
  });

  it.each([
    [{ state: 'il' }, { state: 'IL' }],
    [{ state: 'Illinois' }, { state: 'IL' }],
    [{ state: 'district of columbia' }, { state: 'DC' }],
    [{ state: 'PR' }, { state: 'PR' }],
    [{ zipcode: '62701-1234' }, { zipcode: '62701-1234' }],
    [{ zipcode: '62701 1234' }, { zipcode: '62701-1234' }],
    [{ zipcode: '627011234' }, { zipcode: '62701-1234' }],
    [{ country: ' us ' }, { country: 'US' }],
    [
      { street_address_line_1: '  500   Main\tStreet ' },
      { street_address_line_1: '500 Main Street' },
    ],
    [{ street_address_line_2: '  Apt  2 ' }, { street_address_line_2: 'Apt 2' }],
    [{ street_address_line_2: 'Apt\r\n2' }, { street_address_line_2: 'Apt 2' }],
    [{ street_address_line_2: null }, { street_address_line_2: null }],
    [{ city: 'Cafe\u0301' }, { city: 'Café' }],
  ])('US %j → %j', (change, expected) => {
    const result = parseAddress({ ...us, ...change });
    expect(result).toEqual({ ok: true, value: expect.objectContaining(expected) });
  });

  it.each([
    [{}, { state: 'ON', zipcode: 'M5E 1W7', street_address_line_2: 'Suite 1801' }],
    [{ zipcode: 'm5e1w7' }, { zipcode: 'M5E 1W7' }],
    [{ zipcode: 'M5E-1W7' }, { zipcode: 'M5E 1W7' }],
    [
      { state: 'Québec', zipcode: 'H2X 1Y4', city: 'Montréal' },
      { state: 'QC', zipcode: 'H2X 1Y4', city: 'Montréal' },
    ],
    [{ state: 'nu', zipcode: 'X0A 0H0' }, { state: 'NU' }],
    [{ state: 'NL', zipcode: 'A1C 5M2' }, { state: 'NL' }],
  ])('Canada %j → %j', (change, expected) => {
    expect(parseAddress({ ...ca, ...change })).toEqual({
      ok: true,
      value: expect.objectContaining(expected),
    });
  });

  it.each([
    [
      { country: 'GB', state: '', zipcode: 'sw1a 2aa' },
      { state: '', zipcode: 'SW1A 2AA' },
    ],
    [
      { country: 'DE', state: 'Berlin', zipcode: '10115' },
      { state: 'Berlin', zipcode: '10115' },
    ],
    [{ country: 'AE', state: '', zipcode: '' }, { zipcode: '' }],
  ])('elsewhere %j → %j', (change, expected) => {
    expect(parseAddress({ ...us, ...change })).toEqual({
      ok: true,
      value: expect.objectContaining(expected),
    });
  });
});

describe('each field says what is wrong', () => {
  it('required fields', () => {
    expect(errorsOf({})).toEqual({
      street_address_line_1: 'Street address is required',
      city: 'City is required',
      country: 'Country is required',
    });
    expect(errorsOf({ country: 'US' })).toEqual({
      street_address_line_1: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
      zipcode: 'ZIP code is required',
    });
    expect(errorsOf({ ...us, street_address_line_1: ' . ', city: '--' })).toEqual({
      street_address_line_1: 'Street address is required',
      city: 'City is required',
    });
    expect(errorsOf({ ...ca, state: '', zipcode: '' })).toEqual({
      state: 'Province is required',
      zipcode: 'Postal code is required',
    });
  });

  it.each([
    [
      { street_address_line_1: 'x'.repeat(101) },
      { street_address_line_1: 'Street address must be at most 100 characters' },
    ],
    [
      { street_address_line_2: 'x'.repeat(101) },
      { street_address_line_2: 'Street address line 2 must be at most 100 characters' },
    ],
    [{ city: 'x'.repeat(61) }, { city: 'City must be at most 60 characters' }],
    [{ zipcode: '1'.repeat(13) }, { zipcode: 'ZIP code must be at most 12 characters' }],
    [{ state: 'TX', zipcode: '7870' }, { zipcode: ZIP_FORMAT }],
    [{ zipcode: '627011' }, { zipcode: ZIP_FORMAT }],
    [{ zipcode: '62701-123' }, { zipcode: ZIP_FORMAT }],
    [{ zipcode: '62701--1234' }, { zipcode: ZIP_FORMAT }],
    [{ zipcode: '00000' }, { zipcode: ZIP_FORMAT }],
    [{ zipcode: 'ABCDE' }, { zipcode: ZIP_FORMAT }],
    [{ state: 'XX' }, { state: US_STATE_UNKNOWN }],
    [{ state: 'ON' }, { state: US_STATE_UNKNOWN }],
    [{ state: 'Ill.' }, { state: US_STATE_UNKNOWN }],
    [{ country: 'USA' }, { country: COUNTRY_UNKNOWN }],
    [{ country: 'United States' }, { country: COUNTRY_UNKNOWN }],
    [{ country: 'ZZ' }, { country: COUNTRY_UNKNOWN }],
    [{ country: 'EU' }, { country: COUNTRY_UNKNOWN }],
    [{ country: 'UK' }, { country: COUNTRY_UNKNOWN }],
  ])('US %j → %j', (change, errors) => {
    expect(errorsOf({ ...us, ...change })).toEqual(errors);
  });

  it.each([
    [{ state: 'CA' }, { state: CA_PROVINCE_UNKNOWN }],
    [{ state: 'Ontario', zipcode: 'M5E 1W' }, { zipcode: CA_POSTAL_FORMAT }],
    [{ zipcode: 'D5E 1W7' }, { zipcode: CA_POSTAL_FORMAT }],
    [{ zipcode: 'M5E 1O7' }, { zipcode: CA_POSTAL_FORMAT }],
    [{ zipcode: '12345' }, { zipcode: CA_POSTAL_FORMAT }],
    [{ zipcode: 'M5E_1W7' }, { zipcode: CA_POSTAL_FORMAT }],
    [{ state: 'BC' }, { zipcode: CA_POSTAL_PROVINCE }],
    [{ state: 'QC', zipcode: 'K1A 0B1' }, { zipcode: CA_POSTAL_PROVINCE }],
  ])('Canada %j → %j', (change, errors) => {
    expect(errorsOf({ ...ca, ...change })).toEqual(errors);
  });

  it.each([
    [{ country: 'GB', zipcode: 'SW1A_2AA' }, { zipcode: POSTAL_FORMAT }],
    [{ country: 'GB', zipcode: '-2AA' }, { zipcode: POSTAL_FORMAT }],
    [{ country: 'DE', state: 'x'.repeat(61) }, { state: 'State must be at most 60 characters' }],
  ])('elsewhere %j → %j', (change, errors) => {
    expect(errorsOf({ ...us, ...change })).toEqual(errors);
  });

  it('only the countries offered are accepted', () => {
    expect(errorsOf(ca, ['US'])).toEqual({ country: COUNTRY_UNAVAILABLE });
    expect(errorsOf(ca, ['US', 'CA'])).toEqual({});
    expect(errorsOf(us, ['US'])).toEqual({});
  });
});

describe('hostile input is refused, not cleaned into a valid address', () => {
  it.each([
    [
      'a NUL byte',
      { street_address_line_1: '500 Main\u0000 Street' },
      { street_address_line_1: 'Street address contains characters that are not allowed' },
    ],
    [
      'a bell',
      { city: 'Spring\u0007field' },
      { city: 'City contains characters that are not allowed' },
    ],
    [
      'a right-to-left override',
      { city: '\u202eSpringfield' },
      { city: 'City contains characters that are not allowed' },
    ],
    [
      'a zero-width space',
      { street_address_line_2: 'Apt\u200b2' },
      { street_address_line_2: 'Street address line 2 contains characters that are not allowed' },
    ],
    [
      'a lone surrogate',
      { city: 'Spring\ud800field' },
      { city: 'City contains characters that are not allowed' },
    ],
    [
      'a private-use character',
      { city: 'Spring\ue000field' },
      { city: 'City contains characters that are not allowed' },
    ],
    [
      'NUL in the state',
      { state: 'IL\u0000' },
      { state: 'State contains characters that are not allowed' },
    ],
    [
      'NUL in the ZIP',
      { zipcode: '62701\u0000' },
      { zipcode: 'ZIP code contains characters that are not allowed' },
    ],
    ['NUL in the country', { country: 'US\u0000' }, { country: COUNTRY_UNKNOWN }],
    ['Arabic-Indic digits in the ZIP', { zipcode: '٦٢٧٠١' }, { zipcode: ZIP_FORMAT }],
    ['fullwidth digits in the ZIP', { zipcode: '６２７０１' }, { zipcode: ZIP_FORMAT }],
    [
      'a huge street',
      { street_address_line_1: 'a'.repeat(1_000_000) },
      { street_address_line_1: 'Street address must be at most 100 characters' },
    ],
    [
      'a huge city of spaces',
      { city: ' '.repeat(1_000_000) },
      { city: 'City must be at most 60 characters' },
    ],
    ['a huge country', { country: 'U'.repeat(1_000_000) }, { country: COUNTRY_UNKNOWN }],
  ])('%s', (_, change, errors) => {
    expect(errorsOf({ ...us, ...change })).toEqual(errors);
  });

  it('keeps the joiners some scripts need', () => {
    expect(
      parseAddress({ ...us, country: 'IR', state: '', zipcode: '', city: 'می\u200cخواهم' }).ok,
    ).toBe(true);
  });

  it('keeps Arabic-Indic digits in a street line as written, in other scripts', () => {
    const result = parseAddress({
      ...us,
      country: 'EG',
      state: '',
      zipcode: '',
      street_address_line_1: 'شارع ١٢',
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ street_address_line_1: 'شارع ١٢' }),
    });
  });
});

it('formats on one line', () => {
  const ok = (input: AddressInput) => {
    const result = parseAddress(input);
    if (!result.ok) throw new Error('expected a valid address');
    return result.value;
  };
  expect(formatAddress(ok({ ...us, street_address_line_2: 'Apt 2', zipcode: '62701-1234' }))).toBe(
    '500 Main Street, Apt 2, Springfield, IL 62701-1234, US',
  );
  expect(formatAddress(ok(ca))).toBe('1 Yonge St, Suite 1801, Toronto, ON M5E 1W7, CA');
  expect(formatAddress(ok({ ...us, country: 'AE', state: '', zipcode: '' }))).toBe(
    '500 Main Street, Springfield, AE',
  );
});
