/**
 * What a start prints: one line per phase, so the banner stays on the first screen. The seed's
 * per-part lines are details, printed only when asked for (`VERBOSE=1`).
 */
export function startupProgress(verbose: boolean, print: (line: string) => void = console.log) {
  let seeding = false;
  return {
    phase: (line: string) => print(line),
    seedLine: (line: string) => {
      if (verbose) return print(line);
      if (seeding) return;
      seeding = true;
      print('Seeding the demo data (first start only, about a minute)…');
    },
  };
}
