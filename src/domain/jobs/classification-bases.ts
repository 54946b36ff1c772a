/**
 * The test a classification was decided under. The names are the tests' own: the IRS common-law
 * control test (IRS Publication 15-A, "Employee or Independent Contractor?"), the ABC test some
 * states apply (e.g. California Labor Code §2775), and the economic-reality test of the FLSA.
 */
export const CLASSIFICATION_BASES = [
  'irs_common_law',
  'abc_test',
  'economic_reality',
  'other',
] as const;
export type ClassificationBasis = (typeof CLASSIFICATION_BASES)[number];
export const CLASSIFICATION_BASIS_LABELS: Record<ClassificationBasis, string> = {
  irs_common_law: 'IRS common-law control test',
  abc_test: 'ABC test',
  economic_reality: 'Economic-reality test (FLSA)',
  other: 'Other',
};
