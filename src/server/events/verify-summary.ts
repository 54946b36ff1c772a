import type { VerifyReport } from './chain';

/** One line about a chain check, for the service log and the command: counts, and the first broken links by stream and version. */
export const verifySummary = (r: VerifyReport, scope: string): string =>
  r.ok
    ? `${scope}: ${r.events} events in ${r.streams} streams, chain intact`
    : `${scope}: ${r.broken_streams} of ${r.streams} streams broken; first: ${r.broken
        .slice(0, 3)
        .map((b) => `${b.stream_type} ${b.stream_id} version ${b.version} (${b.kind})`)
        .join('; ')}`;
