/** Prefixes English writes joined to their word with a hyphen: "pre-draft", "non-billable". */
const HYPHENATED_PREFIX = /^(pre|non) /;

/** `noBill` → "no bill", `pre_draft` → "pre-draft", `section2_pending` → "section 2 pending". */
function words(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(HYPHENATED_PREFIX, '$1-');
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A stored status or chart state as people read it, the one formatter every screen uses:
 * `pre_draft` → "Pre-draft", `partially_paid` → "Partially paid", and a compound state's parts
 * joined, `approved.noBill.paid` → "Approved, no bill, paid".
 */
export function statusWords(status: string): string {
  return sentence(status.split('.').map(words).filter(Boolean).join(', '));
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
