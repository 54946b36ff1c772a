import { describe, expect, it } from 'vitest';
import { extractErrorMessage } from '../errors/extract-message';
import { parseAddress, type Address, type AddressInput } from './address';
import {
  changedAddressFields,
  suggestedAddressError,
  suggestedAddressOf,
} from './suggested-address';

const checked = (input: AddressInput): Address => {
  const result = parseAddress(input);
  if (!result.ok) throw new Error(`invalid fixture: ${JSON.stringify(result.errors)}`);
  return result.value;
};

const entered = checked({
  street_address_line_1: '500 North Main Street',
  street_address_line_2: 'Apartment 2',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  country: 'US',
});
const as = (change: AddressInput): AddressInput => ({ ...entered, ...change });

describe('no error when the suggestion is the same address written another way', () => {
  it.each([
    ['identical', as({})],
    [
      'upper case USPS abbreviations',
      as({
        street_address_line_1: '500 N MAIN ST',
        street_address_line_2: 'APT 2',
        city: 'SPRINGFIELD',
      }),
    ],
    [
      'punctuation',
      as({ street_address_line_1: '500 N. Main St.', street_address_line_2: 'Apt. 2' }),
    ],
    ['ZIP+4 added', as({ zipcode: '62701-1234' })],
    [
      'unit moved to line 1',
      as({ street_address_line_1: '500 N Main St Apt 2', street_address_line_2: null }),
    ],
    ['state by name', as({ state: 'Illinois' })],
  ])('%s', (_, suggestion) => {
    expect(suggestedAddressError(entered, suggestion)).toBeNull();
  });

  it('accents dropped by the service', () => {
    const montreal = checked({
      street_address_line_1: '1 Rue Saint-Denis',
      city: 'Montréal',
      state: 'QC',
      zipcode: 'H2X 1Y4',
      country: 'CA',
    });
    expect(suggestedAddressError(montreal, { ...montreal, city: 'MONTREAL' })).toBeNull();
  });
});

describe('no error without a usable suggestion', () => {
  it.each([
    ['none', null],
    ['undefined', undefined],
    ['an invalid ZIP', as({ zipcode: '6270' })],
    ['no street', as({ street_address_line_1: '' })],
    ['hostile text', as({ city: 'Spring\u0000field' })],
  ])('%s', (_, suggestion) => {
    expect(suggestedAddressError(entered, suggestion)).toBeNull();
  });
});

describe('the error when the suggestion changes the address', () => {
  it('carries the checked suggestion and says it in its message', () => {
    const error = suggestedAddressError(
      entered,
      as({ street_address_line_1: '500 S Main St', zipcode: '62704-1234' }),
    );
    expect(error).toEqual({
      message:
        'We could not verify this address. Did you mean 500 S Main St, Apartment 2, Springfield, IL 62704-1234, US?',
      suggested_address: {
        street_address_line_1: '500 S Main St',
        street_address_line_2: 'Apartment 2',
        city: 'Springfield',
        state: 'IL',
        zipcode: '62704-1234',
        country: 'US',
      },
    });
    expect(extractErrorMessage(error)).toBe(error?.message);
  });

  it.each([
    [as({ street_address_line_1: '502 N Main St' }), ['street_address_line_1']],
    [as({ street_address_line_2: 'Apt 3' }), ['street_address_line_2']],
    [as({ street_address_line_2: null }), ['street_address_line_2']],
    [as({ city: 'Chatham' }), ['city']],
    [as({ state: 'MO', zipcode: '65801' }), ['state', 'zipcode']],
    [as({ zipcode: '62702' }), ['zipcode']],
    [as({ zipcode: '62702-1234' }), ['zipcode']],
  ])('%j changes %j', (suggestion, fields) => {
    expect(changedAddressFields(entered, checked(suggestion))).toEqual(fields);
    expect(suggestedAddressError(entered, suggestion)).not.toBeNull();
  });

  it('a ZIP+4 that differs from the entered one is a change', () => {
    const withPlus4 = checked(as({ zipcode: '62701-1111' }));
    expect(changedAddressFields(withPlus4, checked(as({ zipcode: '62701-2222' })))).toEqual([
      'zipcode',
    ]);
  });
});

describe('reading the suggestion from a failed request', () => {
  it('checks it like any address', () => {
    const body = {
      message: 'We could not verify this address.',
      suggested_address: { ...entered, state: 'il', zipcode: '62701 1234' },
    };
    expect(suggestedAddressOf(body)).toEqual({ ...entered, zipcode: '62701-1234' });
  });

  it.each([
    ['no body', null],
    ['a text body', 'Address invalid'],
    ['no suggestion', { message: 'Bad address' }],
    ['a suggestion that is not an object', { message: 'x', suggested_address: '500 Main St' }],
    ['an invalid suggestion', { message: 'x', suggested_address: { ...entered, zipcode: 'abc' } }],
    ['a suggestion of wrong types', { message: 'x', suggested_address: { ...entered, city: 42 } }],
  ])('%s → null', (_, body) => {
    expect(suggestedAddressOf(body)).toBeNull();
  });
});
