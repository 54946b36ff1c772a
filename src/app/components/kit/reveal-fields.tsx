import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  connectReveal,
  type MaskedField,
  type RevealApi,
} from '../../../../machines/kit/reveal.connect';
import { revealScreen } from '../../../../machines/kit/reveal.screen';
import { FieldList } from './field-list';
import { LoadError } from './load-error';

export type { MaskedField };

/** The masked numbers for one snapshot of the reveal chart: renders what `connectReveal` says. */
export function RevealView({ api }: { api: RevealApi }) {
  return (
    <div className="space-y-2" {...api.rootProps}>
      <FieldList layout="table" fields={api.rows.map((r) => [r.label, r.value] as const)} />
      {api.toggle && (
        <button
          {...api.toggle.props}
          className="text-sm text-brand underline disabled:text-slate-400"
        >
          {api.toggle.label}
        </button>
      )}
      {api.error && <LoadError look="line" message={api.error} />}
    </div>
  );
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
  if (!fields.length) return <p className="text-sm text-slate-600">No {noun}.</p>;
  return <RevealView api={connectReveal(snapshot, ref.send, { fields, noun, canReveal })} />;
}
