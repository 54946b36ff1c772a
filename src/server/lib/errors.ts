/** An error that the API answers with its status and a spec §8-shaped body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Not signed in') => new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, message);
export const notFound = (message = 'Not Found') => new ApiError(404, message);
export const conflict = (message: string, body: Record<string, unknown> = {}) =>
  new ApiError(409, message, body);
