/**
 * The rows of a raw statement (`db.execute`), whichever driver ran it: node-postgres answers a
 * result with `rows`, which is what PGlite's drizzle session answers too, but an array is taken
 * as the rows themselves.
 */
export const rawRows = <T>(answer: unknown): T[] =>
  (answer as { rows?: T[] }).rows ?? (answer as T[]);
