import type { SnapshotFrom } from 'xstate';
import { buttonProps, topStateOf, type ButtonProps, type Send } from './connect';
import type { RevealEvent, revealScreen } from './reveal.screen';

export type RevealSnapshot = SnapshotFrom<typeof revealScreen>;

/** A personal number as lists show it (`•••• 1234`). */
export interface MaskedField {
  key: string;
  label: string;
  masked: string;
}

/** What the masked numbers render, as the reveal chart says it now. */
export interface RevealApi {
  rootProps: { 'data-state': string };
  /** Each field with the full value while shown, else its masked one. */
  rows: Array<{ key: string; label: string; value: string }>;
  /** Reveal while masked, Hide while shown; absent for a user who may not see the numbers. */
  toggle: { label: string; props: ButtonProps } | null;
  error: string | null;
}

export function connectReveal(
  snapshot: RevealSnapshot,
  send: Send<RevealEvent>,
  { fields, noun, canReveal }: { fields: readonly MaskedField[]; noun: string; canReveal: boolean },
): RevealApi {
  const { values, error } = snapshot.context;
  const shown = snapshot.matches('shown');
  return {
    rootProps: { 'data-state': topStateOf(snapshot) },
    rows: fields.map((f) => ({ key: f.key, label: f.label, value: values?.[f.key] ?? f.masked })),
    toggle: canReveal
      ? {
          label: shown ? `Hide ${noun}` : `Reveal ${noun}`,
          props: buttonProps(snapshot, send, { type: shown ? 'reveal.hide' : 'reveal.show' }),
        }
      : null,
    error,
  };
}
