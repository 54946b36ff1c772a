import { ApiError } from './errors';

/** A 422 naming one body field, shaped like a schema's own (spec §8 `detail`), so a form shows it on that field. */
export const fieldError = (field: string, msg: string) =>
  new ApiError(422, msg, { detail: [{ loc: ['body', field], msg, type: 'value_error' }] });
