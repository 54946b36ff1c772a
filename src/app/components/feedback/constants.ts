/** Spec §9 feedback constants. */
export const TOAST_MS = 6000;
export const INFO_TOAST_MS = 5000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const MESSAGE_MODAL_WIDTHS = { small: 300, large: 800 } as const;
export { FAILED_FORM_TOAST } from '../../../domain/timesheets/validation';
