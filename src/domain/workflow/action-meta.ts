import type { Subject } from '../policy/capabilities';

/** What a screen needs to offer a workflow action: its button, what the dialog asks, who may. */
export interface ActionMeta {
  label: string;
  /** The dialog asks for this text before the action is sent; the chart's guards require it. */
  needs?: 'reason' | 'evidence';
  /** Undoing a decision or deleting asks for a confirmation first. */
  confirm?: boolean;
  tone: 'primary' | 'neutral' | 'danger';
  /** Who may ever take it (spec §6), in words for "who could". */
  who: string;
  /** Whether this user may ever take it; whether it is allowed now is the workflow chart's guards. */
  may: (user: Subject) => boolean;
}

export interface Decision {
  allowed: boolean;
  /** Why this user may or may not, in words. */
  reason: string;
  /** Who could do it (for "why is this unavailable"). */
  who: string;
}

export function describeUser(u: Subject): string {
  if (u.user_type === 'partner')
    return `a partner (${u.partner?.entity_name ?? 'unknown'}) without those settings`;
  return `a ${u.user_type.replace('_', ' ')}`;
}

/** Spec §6 exactly: whether this user may ever take the action, independent of the record's state. */
export function decideAction(meta: ActionMeta, u: Subject): Decision {
  const allowed = meta.may(u);
  return {
    allowed,
    reason: allowed
      ? `${meta.label} is open to ${meta.who}.`
      : `${meta.label} is only for ${meta.who}; you are ${describeUser(u)}.`,
    who: meta.who,
  };
}

/**
 * The actions a list offers this user in bulk: those spec §6 ever lets them take (the server's
 * preview then judges each row); `only` narrows them to the ones a list means to offer.
 */
export function bulkActionsOf<A extends string>(
  meta: Readonly<Record<A, ActionMeta>>,
  user: Subject | null,
  only: readonly A[] = Object.keys(meta) as A[],
): A[] {
  return user ? only.filter((a) => meta[a].may(user)) : [];
}

/** The text box's label for what an action needs. */
export const textLabel = { reason: 'Reason', evidence: 'Evidence' } as const;
const needed = { reason: 'a reason', evidence: 'evidence' } as const;

/** Said under an empty text box while its action stays disabled, so the user knows why. */
export const needsHint = (label: string, needs: 'reason' | 'evidence', text: string) =>
  text.trim() ? undefined : `${label} needs ${needed[needs]}.`;
