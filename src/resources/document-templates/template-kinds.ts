/** What a document template is for; the list filters by it. */
export const TEMPLATE_KINDS = ['offer_letter', 'agreement', 'policy', 'notice'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export const TEMPLATE_KIND_LABELS: Record<TemplateKind, string> = {
  offer_letter: 'Offer letter',
  agreement: 'Agreement',
  policy: 'Policy',
  notice: 'Notice',
};

/** The fields a template may name, filled from the worker and the assignment when it is used. */
export const TEMPLATE_FIELDS = [
  'first_name',
  'last_name',
  'job_title',
  'client_name',
  'start_date',
  'company_name',
] as const;

/** Names in braces that are not fields a template can be filled with (a typo would print as is). */
export function unknownTemplateFields(body: string): string[] {
  const named = [...body.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return [...new Set(named.filter((n) => !(TEMPLATE_FIELDS as readonly string[]).includes(n)))];
}
