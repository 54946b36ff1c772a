export type ModalType = 'error' | 'warning' | 'information' | 'success';

/** Spec §8: each global modal type has its title. */
export const MODAL_TITLES: Record<ModalType, string> = {
  error: 'Error',
  warning: 'Warning',
  information: 'Information',
  success: 'Success',
};

export interface GlobalModalState {
  type: ModalType;
  message: string;
}

let current: GlobalModalState | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const globalModal = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  show(type: ModalType, message: string) {
    current = { type, message };
    emit();
  },
  dismiss() {
    current = null;
    emit();
  },
};
