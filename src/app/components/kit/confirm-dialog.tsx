import type { ReactNode } from 'react';
import { MessageModal } from '../feedback/message-modal';

const button = 'rounded-md px-3 py-1.5 text-sm font-medium disabled:opacity-50';
const toneClass = {
  primary: 'bg-brand text-white',
  neutral: 'bg-brand text-white',
  danger: 'bg-red-600 text-white',
} as const;

interface Props {
  open: boolean;
  title: string;
  /** The confirm button's words, usually the action's label. */
  confirmLabel: string;
  tone?: keyof typeof toneClass;
  /** False keeps the confirm button disabled (text still to type, a request running). */
  canConfirm?: boolean;
  onConfirm(): void;
  onCancel(): void;
  children: ReactNode;
}

/** A question before a step that is hard to undo, or that needs a text first: Cancel, or the action itself. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  tone = 'primary',
  canConfirm = true,
  onConfirm,
  onCancel,
  children,
}: Props) {
  return (
    <MessageModal
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button
            type="button"
            className={`${button} ring-1 ring-slate-300 dark:ring-slate-700`}
            onClick={onCancel}
          >
            Cancel
          </button>
          <button
            type="button"
            className={`${button} ${toneClass[tone]}`}
            disabled={!canConfirm}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </MessageModal>
  );
}
