/** This month, from its first day to its last (UTC): the period a bookkeeper closes. */
export function monthOf(now: Date) {
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { from: `${last.toISOString().slice(0, 8)}01`, to: last.toISOString().slice(0, 10) };
}
