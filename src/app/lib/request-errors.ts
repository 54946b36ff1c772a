import type { HTTPError } from 'ky';
import { extractErrorMessage, UNKNOWN_ERROR_MESSAGE } from '../../domain/errors/extract-message';
import { globalModal } from '../components/feedback/modal-store';
import { toastStore } from '../components/feedback/toast-store';

/**
 * Statuses another mechanism answers: 424 opens the two-factor modal (spec §8 "No error is shown"),
 * and a 401 on a request that carried a token signs the user out to /login.
 */
function answeredElsewhere(error: HTTPError) {
  const { status } = error.response;
  return status === 424 || (status === 401 && error.request.headers.has('Authorization'));
}

/**
 * A change the server failed on (5xx on a write) is no field error and nothing was saved: it must not
 * fade away like a toast while the user believes their submit or bulk action went through.
 */
const failedChange = (error: HTTPError) =>
  error.response.status >= 500 && error.request.method !== 'GET' && error.request.method !== 'HEAD';

/**
 * Spec §8 "Errors show in a modal or toast": a failed change shows in the global Error modal, which
 * stays until dismissed; any other failed request's message shows in a toast, whichever page or chart
 * made the request.
 */
export async function toastRequestError(error: HTTPError): Promise<HTTPError> {
  if (answeredElsewhere(error)) return error;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  if (failedChange(error)) globalModal.show('error', extractErrorMessage(body));
  else toastStore.show(extractErrorMessage(body), 'error');
  return error;
}

/** A request that never got an answer (offline, refused) says so too; a cancelled one is no error. */
export function toastNetworkError(error: unknown): never {
  if (!(error instanceof DOMException && error.name === 'AbortError'))
    toastStore.show(UNKNOWN_ERROR_MESSAGE, 'error');
  throw error;
}
