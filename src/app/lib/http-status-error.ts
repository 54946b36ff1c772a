/** A route error with an HTTP status, rendered by the error page ('404 Not Found' for 404). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}
