import { z } from 'zod';
import { addressCheck, addressFormFields } from '../../resources/place-form';
import { defineForm } from '../../resources/form';
import { isCalendarDate } from '../../validation/calendar';
import type { Subject } from '../../policy/capabilities';
import { isOnboardingUserType } from '../requirements';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const PHONE = /^\+?[0-9 ().-]{7,20}$/;

export const PHONE_FORMAT = 'Enter a phone number such as +1 555 123 4567';
export const BIRTH_DATE_FORMAT = 'Enter a date of birth in the past';

export const mayOnboard = (user: Subject) => isOnboardingUserType(user.user_type);

/**
 * The personal_info step (spec §4): the user's name, how to reach them and the spec §3 address,
 * checked by the one address check in the browser and on the server.
 */
export const personalInfoForm = defineForm({
  input: z.object({
    first_name: text(100).min(1, 'First name is required'),
    last_name: text(100).min(1, 'Last name is required'),
    phone: text(40),
    date_of_birth: text(10).nullable().optional(),
    street_address_line_1: text(400),
    street_address_line_2: text(400).nullable().optional(),
    city: text(400),
    state: text(400).nullable().optional(),
    zipcode: text(400).nullable().optional(),
    country: text(8),
  }),
  fields: [
    { name: 'first_name', label: 'First name', kind: 'text', required: true, maxLength: 100 },
    { name: 'last_name', label: 'Last name', kind: 'text', required: true, maxLength: 100 },
    { name: 'phone', label: 'Phone', kind: 'text', required: true, maxLength: 40 },
    { name: 'date_of_birth', label: 'Date of birth', kind: 'date' },
    ...addressFormFields,
  ],
  may: { create: mayOnboard, update: mayOnboard },
  check: (input) => {
    const errors = addressCheck(input);
    const phone = typeof input.phone === 'string' ? input.phone.trim() : '';
    if (phone === '') errors.phone = 'Phone is required';
    else if (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 7) errors.phone = PHONE_FORMAT;
    const born = input.date_of_birth;
    if (typeof born === 'string' && born !== '') {
      if (!isCalendarDate(born) || born >= new Date().toISOString().slice(0, 10))
        errors.date_of_birth = BIRTH_DATE_FORMAT;
    }
    return errors;
  },
});
