import { describe, expect, it } from 'vitest';
import { startupProgress } from './startup-progress';

describe('startupProgress', () => {
  const run = (verbose: boolean) => {
    const lines: string[] = [];
    const progress = startupProgress(verbose, (line) => lines.push(line));
    progress.phase('Opening the embedded database in ./.data…');
    for (const part of ['demo-tenants', 'agency']) {
      progress.seedLine(`seed: ${part} started`);
      progress.seedLine(`seed: ${part} done`);
    }
    return lines;
  };

  it('prints one line for the whole seed', () => {
    expect(run(false)).toEqual([
      'Opening the embedded database in ./.data…',
      'Seeding the demo data (first start only, about a minute)…',
    ]);
  });

  it('prints every seed line when verbose', () => {
    expect(run(true)).toHaveLength(5);
  });
});
