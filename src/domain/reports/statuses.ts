/** Spec §4's report statuses, exactly; the report run chart's states are these. */
export const reportRunStatuses = ['PENDING', 'PROCESSING', 'FINISHED', 'FAILED'] as const;
export type ReportRunStatus = (typeof reportRunStatuses)[number];

/** The statuses as words on the page. */
export const reportStatusWords: Record<ReportRunStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  FINISHED: 'Finished',
  FAILED: 'Failed',
};
