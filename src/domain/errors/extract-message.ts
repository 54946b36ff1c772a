export const UNKNOWN_ERROR_MESSAGE = 'Unknown Error, Please Contact Support';

type Detail = { msg?: unknown; loc?: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The last name in a validation location, unless the error is about the body as a whole. */
function locName(loc: unknown): string | undefined {
  if (!Array.isArray(loc) || loc.length === 0) return undefined;
  const last = loc[loc.length - 1];
  if (last === '__root__' || last === 'body' || last === 'root') return undefined;
  return typeof last === 'string' || typeof last === 'number' ? String(last) : undefined;
}

function detailItem(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (!isRecord(item)) return undefined;
  const { msg, loc } = item as Detail;
  if (typeof msg !== 'string' || msg === '') return undefined;
  const name = locName(loc);
  return name ? `${msg} ${name}` : msg;
}

/**
 * Spec §8 message extraction: the response's message; else its detail (a msg, or a list of msgs,
 * each followed by the last loc name when not root); else the unknown-error text. Lists join with ', '.
 */
export function extractErrorMessage(data: unknown): string {
  if (typeof data === 'string' && data.trim() !== '') return data;
  if (!isRecord(data)) return UNKNOWN_ERROR_MESSAGE;
  const { message, detail } = data;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message)) {
    const parts = message.filter((m): m is string => typeof m === 'string' && m !== '');
    if (parts.length) return parts.join(', ');
  }
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  if (Array.isArray(detail)) {
    const parts = detail.map(detailItem).filter((m): m is string => Boolean(m));
    if (parts.length) return parts.join(', ');
  }
  if (isRecord(detail)) {
    const one = detailItem(detail);
    if (one) return one;
  }
  return UNKNOWN_ERROR_MESSAGE;
}

/** The words a screen shows for a failed request or job: every chart's onError goes through this one. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;

/**
 * The words an alert shows for whatever failure a screen holds: its words as they are, a thrown
 * Error's message, or a response body read by the rules above; nothing to show is the unknown-error text.
 */
export const failureText = (failure: unknown): string =>
  failure instanceof Error ? messageOf(failure) : extractErrorMessage(failure);
