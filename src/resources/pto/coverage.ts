import {
  contractorJobClassifications,
  employeeJobClassifications,
  jobClassifications,
  type JobClassification,
} from '../../domain/contracts/enums';

/**
 * Which job classifications (spec §3) a PTO rule covers: spec §3's two groups, every job, or one
 * classification. A rule is said with one of these rather than a free list, so the form stays one select.
 */
export const ptoCoverages = [
  'employee_jobs',
  'contractor_jobs',
  'all_jobs',
  ...jobClassifications,
] as const;
export type PtoCoverage = (typeof ptoCoverages)[number];

export function coveredClassifications(coverage: PtoCoverage): readonly JobClassification[] {
  if (coverage === 'employee_jobs') return employeeJobClassifications;
  if (coverage === 'contractor_jobs') return contractorJobClassifications;
  if (coverage === 'all_jobs') return jobClassifications;
  return [coverage];
}

export function coverageLabel(coverage: PtoCoverage): string {
  if (coverage === 'employee_jobs')
    return `Employee jobs (${employeeJobClassifications.join(', ')})`;
  if (coverage === 'contractor_jobs')
    return `Contractor jobs (${contractorJobClassifications.join(', ')})`;
  if (coverage === 'all_jobs') return 'All jobs';
  return coverage;
}
