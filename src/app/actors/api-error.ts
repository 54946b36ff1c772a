import { HTTPError } from 'ky';
import { extractErrorMessage } from '../../domain/errors/extract-message';

/** Runs a request and turns a failed response into an Error carrying the spec §8 message. */
export async function withApiErrors<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof HTTPError) {
      const body: unknown = await error.response.json().catch(() => null);
      throw new Error(extractErrorMessage(body), { cause: error });
    }
    throw error;
  }
}
