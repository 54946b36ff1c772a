import { HTTPError } from 'ky';
import type { SuggestedPlace } from '../../domain/addresses/place';
import { extractErrorMessage } from '../../domain/errors/extract-message';

/** A 422's `detail` entries about one body field, by that field: `{loc: ['body', name], msg}`. */
function bodyFieldErrors(body: unknown): Record<string, string> {
  const detail = body && typeof body === 'object' && 'detail' in body ? body.detail : null;
  if (!Array.isArray(detail)) return {};
  const fields: Record<string, string> = {};
  for (const d of detail as { loc?: unknown; msg?: unknown }[]) {
    const loc = Array.isArray(d.loc) ? d.loc : [];
    if (
      loc[0] === 'body' &&
      typeof loc[1] === 'string' &&
      typeof d.msg === 'string' &&
      !(loc[1] in fields)
    )
      fields[loc[1]] = d.msg;
  }
  return fields;
}

/** Spec §8: an address refusal may carry the address the maps service suggests instead. */
function suggestedAddressOf(body: unknown): SuggestedPlace | null {
  const s =
    body && typeof body === 'object' && 'suggested_address' in body ? body.suggested_address : null;
  if (!s || typeof s !== 'object') return null;
  const { city, state, zipcode, country } = s as Record<string, unknown>;
  return typeof city === 'string' &&
    typeof state === 'string' &&
    typeof zipcode === 'string' &&
    typeof country === 'string'
    ? { city, state, zipcode, country }
    : null;
}

/**
 * Runs a request and turns a failed response into an Error carrying the spec §8 message, its
 * status, and the body fields a validation refusal names (`fields`, what forms show by their inputs).
 */
export async function withApiErrors<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof HTTPError) {
      const body: unknown = await error.response.json().catch(() => null);
      throw Object.assign(new Error(extractErrorMessage(body), { cause: error }), {
        status: error.response.status,
        fields: bodyFieldErrors(body),
        suggestedAddress: suggestedAddressOf(body),
      });
    }
    throw error;
  }
}
