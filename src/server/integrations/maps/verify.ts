import { ADDRESS_MISMATCH } from '../../../domain/addresses/place';
import { regionCode } from '../../../domain/validation/address';
import { usStates } from '../../../domain/validation/regions';
import { ApiError } from '../../lib/errors';
import { FAILED_FORM_TOAST } from '../../../domain/timesheets/validation';
import { mapsAdapter } from './index';

const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Spec §8 "Address errors may carry a suggested address": a US address whose city, state and ZIP
 * code the maps service finds disagreeing is a 422 naming those fields, with the place its ZIP code
 * belongs to as `suggested_address` for the form's "Use suggested address". Addresses outside the
 * US, and parts missing or malformed, are left to the form's own check.
 */
export async function refuseDisagreeingAddress(input: Record<string, unknown>) {
  const country = textOf(input.country).toUpperCase();
  if (country !== '' && country !== 'US') return;
  const city = textOf(input.city);
  const state = regionCode(textOf(input.state), usStates);
  const zipcode = textOf(input.zipcode);
  if (!city || !state || !/^\d{5}(-?\d{4})?$/.test(zipcode)) return;
  const suggested = await mapsAdapter.demo.disagreement({ city, state, zipcode });
  if (!suggested) return;
  const msg = `${ADDRESS_MISMATCH}: ZIP code ${suggested.zipcode} is in ${suggested.city}, ${suggested.state}`;
  throw new ApiError(422, FAILED_FORM_TOAST, {
    detail: ['city', 'state', 'zipcode'].map((field) => ({
      loc: ['body', field],
      msg,
      type: 'address_mismatch',
    })),
    suggested_address: suggested,
  });
}

/** Whether a body or a patch touches the parts of an address the maps service checks. */
export const touchesAddress = (input: Record<string, unknown>) =>
  ['city', 'state', 'zipcode'].some((f) => f in input);
