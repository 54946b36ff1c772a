const REDACTED = '[REDACTED]';

/**
 * Error fields that carry the values of a query: drizzle's and PGlite's bound `params`, and
 * PostgreSQL's `detail` ("Key (email)=(…) already exists"). They hold user text, IPs, user agents.
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);

/** drizzle's DrizzleQueryError message ends with the bound parameters: "Failed query: …\nparams: …". */
const PARAMS_IN_MESSAGE = /(\nparams: )[\s\S]*$/;

const MAX_CAUSE_DEPTH = 5;

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * pino's `err` serializer: like pino's standard one (type, message, stack, own fields, cause chain)
 * but with query parameters redacted, so an error-level log says which query failed, never with what.
 */
export function serializeError(err: Error, depth = 0): SerializedError {
  const message = err.message.replace(PARAMS_IN_MESSAGE, `$1${REDACTED}`);
  const out: SerializedError = {
    type: err.constructor.name,
    message,
    // The stack starts with the message, parameters included.
    stack: (err.stack ?? '').replace(err.message, message),
  };
  for (const [key, value] of Object.entries(err)) {
    if (key in out || key === 'cause') continue;
    out[key] = VALUE_FIELDS.has(key) ? REDACTED : value;
  }
  if (err.cause instanceof Error) {
    out.cause = depth < MAX_CAUSE_DEPTH ? serializeError(err.cause, depth + 1) : REDACTED;
  } else if (err.cause !== undefined) {
    out.cause = err.cause;
  }
  return out;
}
