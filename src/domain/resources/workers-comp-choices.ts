import type { FieldOption, Preloaded } from './form';

/**
 * A job names a class code, not a state's rate: each code is offered once, with its description,
 * in code order. The state's rate applies where the work is done.
 */
export function workersCompCodeChoices(codes: Preloaded['workers_comp_codes']): FieldOption[] {
  const byCode = new Map<string, string>();
  for (const c of codes) if (!byCode.has(c.code)) byCode.set(c.code, c.description);
  return [...byCode]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, description]) => ({ value: code, label: `${code} — ${description}` }));
}
