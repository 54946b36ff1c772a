import { formatDecimal2 } from '../format/format';

export const timeOffStatuses = ['requested', 'approved', 'rejected', 'cancelled'] as const;
export type TimeOffStatus = (typeof timeOffStatuses)[number];

/**
 * Why a request of `hours` is refused by a balance, or null when it fits. `pending` is what other
 * requests already ask of it (counted when asking, not when approving: approval is what deducts).
 */
export function overBalance(hours: number, available: number, pending = 0): string | null {
  if (hours <= available - pending) return null;
  const waiting =
    pending > 0 ? `, and ${formatDecimal2(pending)} of them are already requested` : '';
  return `Only ${formatDecimal2(available)} hours are available${waiting}: this request asks for ${formatDecimal2(hours)}.`;
}
