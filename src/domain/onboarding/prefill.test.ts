import { describe, expect, it } from 'vitest';
import { i9Prefill, w4Prefill, type KnownFacts } from './prefill';

const nina: KnownFacts = {
  first_name: 'Nina',
  last_name: 'Newhire',
  email: 'newhire@demo.test',
  phone: '+1 512 555 0100',
  date_of_birth: '1994-03-18',
  street_address_line_1: '1 Main St',
  street_address_line_2: null,
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  country: 'US',
  ssn_masked: '•••-••-7790',
};

describe('prefill of the onboarding forms', () => {
  it('the W-4 takes the name, the US address and the SSN on file, masked', () => {
    expect(w4Prefill(nina)).toEqual({
      values: {
        first_name: 'Nina',
        last_name: 'Newhire',
        street_address_line_1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        country: 'US',
      },
      on_file: { ssn: '•••-••-7790' },
    });
  });

  it('the W-4 asks the address again when the known one is outside the United States', () => {
    const abroad = w4Prefill({ ...nina, country: 'CA', state: 'ON', ssn_masked: null });
    expect(abroad.values).toEqual({ first_name: 'Nina', last_name: 'Newhire' });
    expect(abroad.on_file).toEqual({});
  });

  it('the I-9 takes name, address, birth date, email and phone; blanks stay to be asked', () => {
    const i9 = i9Prefill({ ...nina, phone: '  ', date_of_birth: null });
    expect(i9.values).toEqual({
      last_name: 'Newhire',
      first_name: 'Nina',
      street_address_line_1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      country: 'US',
      email: 'newhire@demo.test',
    });
    expect(i9.on_file).toEqual({});
  });
});
