/** Spec §8 route error: the §6 middleware failed. */
export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';

/** A route error with an HTTP status, rendered by the error page ('404 Not Found' for 404, else its status and message). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}
