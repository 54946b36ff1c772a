import type { ActionMeta } from '../../src/domain/workflow/action-meta';
import { decideAction } from '../../src/domain/workflow/action-meta';
import type { ChartEvent } from './workflow';

/** A check answers null when it passes, otherwise the reason in words. */
export type Check<F, E> = (facts: F, event: E) => string | null;

/** A chart guard named by capability: its business rule in words and the checks behind it. */
export interface GuardRule<F, E> {
  description: string;
  checks: readonly Check<F, E>[];
}

/** Spec §6 for one action: whether this user may ever take it, said by its metadata. */
export const capabilityCheck =
  <F, E extends ChartEvent>(meta: ActionMeta): Check<F, E> =>
  (_facts, event) => {
    const d = decideAction(meta, event.user);
    return d.allowed ? null : d.reason;
  };

/** The reasons a named guard refuses; empty when it passes or when the chart has no such rule. */
export function ruleFailures<F, E>(
  rules: Readonly<Record<string, GuardRule<F, E>>>,
  name: string,
  facts: F,
  event: E,
): string[] {
  const rule = rules[name];
  return rule
    ? rule.checks.map((check) => check(facts, event)).filter((r): r is string => r !== null)
    : [];
}

/** The chart's guards from its rules: a guard passes when none of its checks fails. */
export function chartGuards<F, E, N extends string>(rules: Readonly<Record<N, GuardRule<F, E>>>) {
  return Object.fromEntries(
    (Object.keys(rules) as N[]).map((name) => [
      name,
      ({ context, event }: { context: F; event: E }) =>
        ruleFailures(rules, name, context, event).length === 0,
    ]),
  ) as Record<N, (args: { context: F; event: E }) => boolean>;
}
