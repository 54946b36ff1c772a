import { expect } from 'vitest';
import type { Harness } from '../server-harness';

/**
 * One I-9 with every kind of identity-document number, made through the API as the product makes
 * it: newhire@demo.test (Acme, W-2) signs section 1 as a noncitizen authorized to work, Acme's owner
 * signs section 2 with a driver's licence (List B) and a Social Security card (List C).
 */
export const I9_NUMBERS_GIVEN = {
  alien_number: 'A087654321',
  i94_number: '99887766554',
  foreign_passport_number: 'XK7731946',
  list_b_number: 'D5512-7780-3321',
  list_c_number: '412-55-8093',
} as const;
export const I9_BIRTH_DATE = '1991-07-23';

/** The ways a number could leak: as typed, digits and letters only, and an A-Number without its A. */
export const spellings = (value: string) => [
  ...new Set([value, value.replace(/[^0-9A-Za-z]/g, ''), value.replace(/^A/, '')]),
];

export async function signI9(
  h: Harness,
  token: (email: string) => Promise<string>,
): Promise<string> {
  const as = async (email: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
    h.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${await token(email)}` },
    });
  const s1 = await as('newhire@demo.test', 'POST', '/v2/i9_forms', {
    last_name: 'Newhire',
    first_name: 'Nina',
    street_address_line_1: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62701',
    country: 'US',
    date_of_birth: I9_BIRTH_DATE,
    citizenship_status: 'authorized_alien',
    alien_number: I9_NUMBERS_GIVEN.alien_number,
    i94_number: I9_NUMBERS_GIVEN.i94_number,
    foreign_passport_number: I9_NUMBERS_GIVEN.foreign_passport_number,
    foreign_passport_country: 'Kenya',
    work_authorization_expires_on: '2028-01-31',
    certify: true,
    signature_name: 'Nina Newhire',
  });
  expect(s1.statusCode, s1.body).toBe(201);
  const id = (s1.json() as { id: string }).id;
  const s2 = await as('owner@acme.test', 'PATCH', `/v2/i9_forms/section2/${id}`, {
    first_day_of_employment: '2026-11-30',
    list_b_title:
      "Driver's license or ID card issued by a State or outlying possession of the United States",
    list_b_issuing_authority: 'Illinois',
    list_b_number: I9_NUMBERS_GIVEN.list_b_number,
    list_b_expires_on: '2030-07-23',
    list_c_title: 'A Social Security Account Number card, unless the card is restricted',
    list_c_issuing_authority: 'Social Security Administration',
    list_c_number: I9_NUMBERS_GIVEN.list_c_number,
    employer_name: 'Owner, Olivia, Owner',
    employer_business: 'Acme Staffing',
    employer_signature: 'Olivia Owner',
  });
  expect(s2.statusCode, s2.body).toBe(200);
  return id;
}
