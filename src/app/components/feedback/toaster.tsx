import { useSyncExternalStore } from 'react';
import { toastStore, type ToastKind } from './toast-store';

const tone: Record<ToastKind, string> = {
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
  warning: 'bg-amber-300 text-slate-900',
  info: 'bg-slate-800 text-white',
};

/** Toasts stack at the bottom centre of the screen (spec §9). */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-center gap-3 rounded-md px-4 py-2 text-sm shadow-lg ${tone[t.kind]}`}
        >
          <span>{t.message}</span>
          <button
            type="button"
            aria-label="Dismiss notification"
            className="opacity-80 hover:opacity-100"
            onClick={() => toastStore.dismiss(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
