import { INFO_TOAST_MS, TOAST_MS } from './constants';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const toastDuration = (kind: ToastKind) => (kind === 'info' ? INFO_TOAST_MS : TOAST_MS);

export const toastStore = {
  get: () => toasts,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  show(
    message: string,
    kind: ToastKind = 'success',
    schedule: typeof setTimeout = setTimeout,
  ): number {
    const id = nextId++;
    // A success answers the attempts before it: their errors no longer describe the page.
    const kept = kind === 'success' ? toasts.filter((t) => t.kind !== 'error') : toasts;
    toasts = [...kept, { id, kind, message }];
    emit();
    schedule(() => toastStore.dismiss(id), toastDuration(kind));
    return id;
  },
  dismiss(id: number) {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
};
