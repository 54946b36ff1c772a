import { ConfirmDialog } from '../../app/components/kit/confirm-dialog';
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
    <ConfirmDialog
      open={snapshot.hasTag('confirming')}
      title={`Remove ${labels.one}?`}
      confirmLabel="Remove"
      tone="danger"
      canConfirm={snapshot.can({ type: 'bankMethods.confirm' })}
      onConfirm={() => ref.send({ type: 'bankMethods.confirm' })}
      onCancel={() => ref.send({ type: 'bankMethods.cancel' })}
    >
      <p>
        {target ? `${target.bank_name} ${target.account_last4}` : 'This account'} will no longer be
        used.
        {target?.is_default && methods.length > 1
          ? ` It is your default ${labels.one}; your newest remaining one takes its place.`
          : ''}
      </p>
    </ConfirmDialog>
  );
}
