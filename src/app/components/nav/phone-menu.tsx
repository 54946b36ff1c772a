import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { startTransition, type MouseEvent, type ReactNode } from 'react';

/**
 * The side menu on a phone: over the page, not beside it. The dialog traps focus, Escape and a tap
 * beside it close it, and so does following any of its links (also to the page already shown).
 * Headless UI skips a panel's own click handler once a link has prevented the default, so the menu
 * hears the click on its way down, and closes as a transition: closed at once, it unmounted the link
 * before the link's handler ran, nothing kept the browser from following the href, and every tap
 * reloaded the whole app.
 */
export function PhoneMenu({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const closeOnLink = (e: MouseEvent) => {
    if (e.target instanceof Element && e.target.closest('a[href]')) startTransition(onClose);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-label="Menu" className="relative z-40">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel
        className="fixed inset-y-0 left-0 flex max-w-[85vw] shadow-xl"
        onClickCapture={closeOnLink}
      >
        {children}
      </DialogPanel>
    </Dialog>
  );
}

/** The phone's top-bar button that opens the menu. */
export function OpenMenuButton({ onOpen }: { onOpen(): void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label="Open menu"
      aria-haspopup="dialog"
      className="rounded p-1 text-lg leading-none text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      ☰
    </button>
  );
}
