import { MISSING, orMissing } from '../../../domain/format/format';

/** What the tax forms' and the I-9s' pages share: their links and buttons, and an answer as a cell. */
export const linkClass = 'text-brand underline';
export const buttonClass = 'rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white';
export const labelOf = (options: readonly { value: string; label: string }[], v: unknown) =>
  options.find((o) => o.value === v)?.label ?? MISSING;
/** A stored answer is any JSON: only text is shown, anything else reads as missing. */
export const text = (v: unknown) => orMissing(typeof v === 'string' ? v : null);
