import { useSyncExternalStore } from 'react';
import { MessageModal } from './message-modal';
import { globalModal, MODAL_TITLES } from './modal-store';

/** The one app-wide modal for Error, Warning, Information and Success messages, closed with Dismiss. */
export function GlobalModal() {
  const state = useSyncExternalStore(globalModal.subscribe, globalModal.get);
  return (
    <MessageModal
      open={state !== null}
      title={state ? MODAL_TITLES[state.type] : ''}
      onClose={globalModal.dismiss}
      actions={
        <button
          type="button"
          className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          onClick={globalModal.dismiss}
        >
          Dismiss
        </button>
      }
    >
      {state?.message}
    </MessageModal>
  );
}
