import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_HOLDER_REQUIRED,
  ACCOUNT_NUMBER_FORMAT,
  BANK_NAME_REQUIRED,
  bankAccountErrors,
  isValidRoutingNumber,
  lastFour,
  maskAccount,
  ROUTING_NUMBER_CHECKSUM,
  ROUTING_NUMBER_FORMAT,
} from './bank-account';

const valid = {
  account_holder: 'Acme Staffing LLC',
  bank_name: 'Chase',
  routing_number: '021000021',
  account_number: '000123456789',
};

describe('ABA routing numbers', () => {
  it.each(['021000021', '011000015', '026009593', '122105155', '011401533'])(
    'accepts the real routing number %s',
    (n) => {
      expect(isValidRoutingNumber(n)).toBe(true);
    },
  );

  it.each(['021000022', '123456789', '011000016', '000000001'])(
    'refuses %s: the check digit is wrong',
    (n) => {
      expect(isValidRoutingNumber(n)).toBe(false);
    },
  );

  it.each(['02100002', '0210000211', '02100002a', ' 21000021', ''])(
    'refuses %j: not nine digits',
    (n) => {
      expect(isValidRoutingNumber(n)).toBe(false);
    },
  );
});

describe('bank account input', () => {
  it('a valid account has no errors', () => {
    expect(bankAccountErrors(valid)).toEqual({});
  });

  it('says which field is wrong and why', () => {
    expect(bankAccountErrors({ ...valid, routing_number: '12345' })).toEqual({
      routing_number: ROUTING_NUMBER_FORMAT,
    });
    expect(bankAccountErrors({ ...valid, routing_number: '021000022' })).toEqual({
      routing_number: ROUTING_NUMBER_CHECKSUM,
    });
    expect(bankAccountErrors({ ...valid, account_number: '123' })).toEqual({
      account_number: ACCOUNT_NUMBER_FORMAT,
    });
    expect(bankAccountErrors({ ...valid, account_number: '1'.repeat(18) })).toEqual({
      account_number: ACCOUNT_NUMBER_FORMAT,
    });
    expect(bankAccountErrors({ ...valid, account_number: '12-34-56' })).toEqual({
      account_number: ACCOUNT_NUMBER_FORMAT,
    });
    expect(bankAccountErrors({ ...valid, account_holder: '  ', bank_name: '' })).toEqual({
      account_holder: ACCOUNT_HOLDER_REQUIRED,
      bank_name: BANK_NAME_REQUIRED,
    });
  });

  it('accepts 4 and 17 digit account numbers', () => {
    expect(bankAccountErrors({ ...valid, account_number: '1234' })).toEqual({});
    expect(bankAccountErrors({ ...valid, account_number: '1'.repeat(17) })).toEqual({});
  });

  it('shows only the last four digits, masked', () => {
    expect(maskAccount(lastFour('000123456789'))).toBe('••••6789');
  });
});
