/** Where an I-9 stands: section 1 signed by the worker, then complete once the employer signs section 2. */
export const I9_STATUS_VALUES = ['section2_pending', 'complete'] as const;
