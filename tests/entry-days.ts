/**
 * Successive distinct days from `first` (YYYY-MM-DD): tests that enter many drafts on one assignment
 * give each its own day, since the API refuses a second timesheet for the same day and time.
 */
export function entryDays(first: string): () => string {
  let next = new Date(`${first}T00:00:00Z`);
  return () => {
    const day = next.toISOString().slice(0, 10);
    next = new Date(next.getTime() + 86_400_000);
    return day;
  };
}
