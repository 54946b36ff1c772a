/** Spec §3 job classifications, free of zod so list routes can read them with the first page. */
export const jobClassifications = [
  'w-2',
  'independent_contractor',
  'international_ic',
  'international_eor',
  'canada_t4',
] as const;
export type JobClassificationValue = (typeof jobClassifications)[number];

/** How a classification reads in lists, filters and forms. */
export const jobClassificationLabels: Readonly<Record<JobClassificationValue, string>> = {
  'w-2': 'W-2 employee',
  independent_contractor: 'Independent contractor',
  international_ic: 'International contractor',
  international_eor: 'International employee (EOR)',
  canada_t4: 'Canada T4 employee',
};

export const jobClassificationLabel = (value: string): string =>
  (jobClassificationLabels as Record<string, string | undefined>)[value] ?? value;
