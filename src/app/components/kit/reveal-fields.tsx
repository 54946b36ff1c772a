import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { revealScreen } from '../../../../machines/kit/reveal.screen';
import { FieldList } from './field-list';
import { LoadError } from './load-error';

export interface MaskedField {
  key: string;
  label: string;
  /** The value as lists show it (`•••• 1234`). */
  masked: string;
}

/**
 * Personal numbers shown masked, with a Reveal control for those allowed to see them in full: the
 * server asks for a step-up code first (the two-factor modal), and Hide forgets the values.
 */
export function RevealFields({
  fields,
  canReveal,
  fetchValues,
  noun,
}: {
  fields: readonly MaskedField[];
  canReveal: boolean;
  fetchValues: (signal: AbortSignal) => Promise<Record<string, string | null>>;
  noun: string;
}) {
  const ref = useActorRef(
    revealScreen.provide({
      actors: { fetchValues: fromPromise(({ signal }) => fetchValues(signal)) },
    }),
  );
  const snapshot = useSelector(ref, (s) => s);
  const { values, error } = snapshot.context;
  if (!fields.length) return <p className="text-sm text-slate-600">No {noun}.</p>;
  return (
    <div className="space-y-2" data-state={String(snapshot.value)}>
      <FieldList
        layout="table"
        fields={fields.map((f) => [f.label, values?.[f.key] ?? f.masked] as const)}
      />
      {canReveal && (
        <button
          type="button"
          className="text-sm text-brand underline disabled:text-slate-400"
          disabled={snapshot.hasTag('busy')}
          onClick={() =>
            ref.send({ type: snapshot.matches('shown') ? 'reveal.hide' : 'reveal.show' })
          }
        >
          {snapshot.matches('shown') ? `Hide ${noun}` : `Reveal ${noun}`}
        </button>
      )}
      {error && <LoadError look="line" message={error} />}
    </div>
  );
}
