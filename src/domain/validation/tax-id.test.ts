import { describe, expect, it } from 'vitest';
import { acme, makeUser } from '../policy/demo-users.fixture';
import { EIN_FORMAT } from './ein';
import { SIN_CHECKSUM } from './sin';
import { SSN_AREA } from './ssn';
import {
  formatTaxId,
  maskTaxId,
  offeredTaxIdTypes,
  parseTaxId,
  TAX_ID_TYPE_REQUIRED,
  TAX_ID_TYPE_UNAVAILABLE,
  taxIdTypeError,
} from './tax-id';

const configured = ['ssn', 'ein', 'itin', 'sin'];
const canadaPartner = { ...acme, is_canada_enabled: true };

describe('offeredTaxIdTypes: SIN hidden unless admin-like or Canada is enabled (spec §5)', () => {
  it.each([
    ['an admin', makeUser('admin', 'admin'), ['ssn', 'ein', 'itin', 'sin']],
    ['an employer of record', makeUser('eor', 'owner'), ['ssn', 'ein', 'itin', 'sin']],
    ['a partner without Canada', makeUser('partner', 'owner'), ['ssn', 'ein', 'itin']],
    [
      'a partner with Canada',
      makeUser('partner', 'owner', { partner: canadaPartner }),
      ['ssn', 'ein', 'itin', 'sin'],
    ],
    [
      'a contractor of a partner without Canada',
      makeUser('contractor', null),
      ['ssn', 'ein', 'itin'],
    ],
    [
      'a contractor of a partner with Canada',
      makeUser('contractor', null, {
        contractor: {
          id: 'c',
          corp_to_corp: false,
          requires_w2_onboard: false,
          partner: canadaPartner,
        },
      }),
      ['ssn', 'ein', 'itin', 'sin'],
    ],
    ['a client', makeUser('client', 'owner'), ['ssn', 'ein', 'itin']],
  ])('%s is offered %j', (_, user, offered) => {
    expect(offeredTaxIdTypes(user, configured)).toEqual(offered);
  });

  it('offers only what the tenant configured, and drops types the platform does not know', () => {
    expect(offeredTaxIdTypes(makeUser('admin', 'admin'), ['ein', 'vat', 'sin'])).toEqual([
      'ein',
      'sin',
    ]);
    expect(offeredTaxIdTypes(makeUser('admin', 'admin'), [])).toEqual([]);
  });

  it.each([
    ['US', makeUser('admin', 'admin'), ['ssn', 'ein', 'itin']],
    ['CA', makeUser('admin', 'admin'), ['sin']],
    ['CA', makeUser('partner', 'owner'), []],
    ['MX', makeUser('admin', 'admin'), []],
  ])('for an address in %s', (country, user, offered) => {
    expect(offeredTaxIdTypes(user, configured, country)).toEqual(offered);
  });
});

describe('taxIdTypeError', () => {
  it.each([
    ['ssn', ['ssn', 'ein'], null],
    ['', ['ssn'], TAX_ID_TYPE_REQUIRED],
    ['sin', ['ssn', 'ein', 'itin'], TAX_ID_TYPE_UNAVAILABLE],
    ['vat', ['ssn'], TAX_ID_TYPE_UNAVAILABLE],
    ['SSN', ['ssn'], TAX_ID_TYPE_UNAVAILABLE],
  ] as const)('%j among %j → %j', (type, offered, error) => {
    expect(taxIdTypeError(type, offered)).toBe(error);
  });
});

describe('parseTaxId dispatches on the type', () => {
  it.each([
    ['ssn', '512-44-7781', { ok: true, value: '512447781' }],
    ['ssn', '912-70-1234', { ok: false, error: SSN_AREA }],
    ['itin', '912-70-1234', { ok: true, value: '912701234' }],
    ['ein', '12-3456789', { ok: true, value: '123456789' }],
    ['ein', '512-44-7781', { ok: false, error: EIN_FORMAT }],
    ['sin', '130 692 544', { ok: true, value: '130692544' }],
    ['sin', '130 692 545', { ok: false, error: SIN_CHECKSUM }],
    ['vat', '512-44-7781', { ok: false, error: TAX_ID_TYPE_REQUIRED }],
    ['', '512-44-7781', { ok: false, error: TAX_ID_TYPE_REQUIRED }],
  ])('%s %j → %j', (type, value, result) => {
    expect(parseTaxId(type, value)).toEqual(result);
  });
});

describe('showing a tax id', () => {
  it.each([
    ['ssn', '512447781', '512-44-7781', '***-**-7781'],
    ['itin', '912701234', '912-70-1234', '***-**-1234'],
    ['ein', '123456789', '12-3456789', '**-***6789'],
    ['sin', '130692544', '130 692 544', '*** **2 544'],
  ] as const)('%s %s is written %s and masked %s', (type, digits, written, masked) => {
    expect(formatTaxId(type, digits)).toBe(written);
    expect(maskTaxId(type, digits.slice(-4))).toBe(masked);
  });
});
