import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { MESSAGE_MODAL_WIDTHS } from './constants';

interface Props {
  open: boolean;
  title: string;
  size?: keyof typeof MESSAGE_MODAL_WIDTHS;
  onClose(): void;
  children: ReactNode;
  actions?: ReactNode;
}

/** A message modal, 300 or 800 px wide (spec §9). */
export function MessageModal({ open, title, size = 'small', onClose, children, actions }: Props) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel
          style={{ width: MESSAGE_MODAL_WIDTHS[size] }}
          className="max-w-full rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900"
        >
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <div className="mt-2 text-sm text-slate-700 dark:text-slate-300">{children}</div>
          <div className="mt-4 flex justify-end gap-2">{actions}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
