/** Prefixes English writes joined to their word with a hyphen: "pre-draft", "non-billable". */
const HYPHENATED_PREFIX = /^(pre|non) /;

/** Abbreviations in codes (`eor`, `ach_debit`) that people write in capitals. */
const ABBREVIATIONS = /\b(eor|ach|pto|ssn|ein|itin|api|csv|pdf|ip|id|url|sms)\b/g;

/** `noBill` → "no bill", `pre_draft` → "pre-draft", `section2_pending` → "section 2 pending". */
export function words(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(HYPHENATED_PREFIX, '$1-')
    .replace(ABBREVIATIONS, (a) => a.toUpperCase());
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const phrase = (parts: string[]) => sentence(parts.map(words).filter(Boolean).join(', '));

/**
 * A stored status or chart state as people read it, the one formatter every screen uses:
 * `pre_draft` → "Pre-draft", `partially_paid` → "Partially paid", and a compound state's parts
 * joined, `approved.noBill.paid` → "Approved, no bill, paid".
 */
export function statusWords(status: string): string {
  return phrase(status.split('.'));
}

/**
 * Who acted, as the event store and the session name them (`user_type:role`): `partner:recruiter_payroll`
 * → "Partner, recruiter payroll", `eor` → "EOR", `system:commissions` → "System, commissions".
 */
export function roleWords(actorRole: string): string {
  return phrase(actorRole.split(':'));
}

/**
 * An event's type as the step it records: the stream's name is dropped and the rest read as words,
 * `invoice.allocate` → "Allocate", `payment.markReceived` → "Mark received",
 * `payroll_run.computed` → "Computed", `timesheet.sentToPayroll` → "Sent to payroll".
 */
export function eventWords(type: string): string {
  const dot = type.indexOf('.');
  return sentence(words(dot >= 0 ? type.slice(dot + 1).replace(/\./g, ' ') : type));
}
