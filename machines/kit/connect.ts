import type { AnyMachineSnapshot, EventObject } from 'xstate';

/**
 * The Zag.js way of joining a chart to a view: a pure `connect(snapshot, send)` per screen chart
 * returns every prop the view spreads (words, `disabled`, `data-state`, handlers), so the view holds
 * no rule of its own and a test that renders it with a snapshot sees what a user sees.
 */
export type Send<E extends EventObject> = (event: E) => void;

/** What a view spreads on a button that sends one chart event. */
export interface ButtonProps {
  type: 'button';
  /** True while the chart would refuse the event: the view never decides this itself. */
  disabled: boolean;
  /** The chart state the button is rendered in, for styles and tests. */
  'data-state': string;
  onClick: () => void;
}

/** What a view spreads on a text box whose every change is a chart event. */
export interface TextProps {
  value: string;
  onChange: (value: string) => void;
}

/** The chart state as one dotted path of its active leaves (`loaded.idle`). */
export function stateOf(snapshot: AnyMachineSnapshot): string {
  const leaves = snapshot._nodes.filter((n) => n.type === 'atomic' || n.type === 'final');
  return leaves.map((n) => n.path.join('.')).join(' ');
}

/** The top-level state (`loaded`), what a page's `data-state` says. */
export function topStateOf(snapshot: AnyMachineSnapshot): string {
  return typeof snapshot.value === 'string'
    ? snapshot.value
    : (Object.keys(snapshot.value)[0] ?? '');
}

/** A button that sends `event`, disabled exactly when the chart does not take it now. */
export function buttonProps<E extends EventObject>(
  snapshot: AnyMachineSnapshot,
  send: Send<E>,
  event: E,
): ButtonProps {
  return {
    type: 'button',
    disabled: !snapshot.can(event),
    'data-state': stateOf(snapshot),
    onClick: () => send(event),
  };
}
