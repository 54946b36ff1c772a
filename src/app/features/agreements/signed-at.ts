/** The exact instant, with its zone: a signature's time is evidence, not a date to skim. */
export const signedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'long',
    timeZone: 'UTC',
  });
