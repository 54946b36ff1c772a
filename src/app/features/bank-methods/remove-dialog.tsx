import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { bankMethodLabels } from './labels';
import { BankMethodsContext } from './provider';

/** Open while the chart is confirming a removal. */
export function RemoveDialog() {
  const snapshot = BankMethodsContext.useSelector((s) => s);
  const ref = BankMethodsContext.useActorRef();
  const { methods, targetId, kind } = snapshot.context;
  const target = methods.find((m) => m.id === targetId);
  const labels = bankMethodLabels(kind);
  return (
    <Dialog open={snapshot.hasTag('confirming')} onClose={() => ref.send({ type: 'bankMethods.cancel' })} className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-semibold">Remove {labels.one}?</DialogTitle>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {target ? `${target.bank_name} ${target.account_last4}` : 'This account'} will no longer be used.
            {target?.is_default && methods.length > 1 ? ` It is your default ${labels.one}; your newest remaining one takes its place.` : ''}
          </p>
          <div className="mt-5 flex justify-end gap-3">
            <button
              type="button"
              onClick={() => ref.send({ type: 'bankMethods.cancel' })}
              className="rounded-md px-4 py-2 text-sm font-medium ring-1 ring-slate-300 dark:ring-slate-700"
            >
              Cancel
            </button>
            <button
              type="button"
              disabled={!snapshot.can({ type: 'bankMethods.confirm' })}
              onClick={() => ref.send({ type: 'bankMethods.confirm' })}
              className="rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
            >
              Remove
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
