import { FAILED_FORM_TOAST } from './constants';
import { toastStore } from './toast-store';

/** Spec §5: a form that fails validation says so in a toast. */
export const toastFormInvalid = () => toastStore.show(FAILED_FORM_TOAST, 'error');
