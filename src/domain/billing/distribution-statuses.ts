/** A commission distribution's statuses (zod-free, so list queries can load it with the first page). */
export const distributionStatuses = ['pending', 'paid', 'reversed'] as const;
