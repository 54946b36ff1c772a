import { execFileSync } from 'node:child_process';
import type { KeptDatabase } from './kept-database';
import { scratchCopy } from './scratch-copy';

/**
 * The reference writer (bench/reference-writes.ts) in its own process on a fresh scratch copy of the
 * kept database, writing the owners' rows in `file` one transaction per owner; the copy is dropped after.
 */
export async function referenceTurn(db: KeptDatabase, copyName: string, file: string) {
  const copy = await scratchCopy(db.url, copyName);
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/reference-writes.ts', copy.url, file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return JSON.parse(out.trim().split('\n').at(-1)!) as { seconds: number; owners: number; statements: number; order: string[] };
  } finally {
    await copy.drop();
  }
}
