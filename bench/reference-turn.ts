import { execFileSync } from 'node:child_process';

/**
 * The reference writer (bench/reference-writes.ts) in its own process on `databaseUrl` (a scratch
 * copy of the database as the product's run found it), writing the owners' rows in `file` one
 * transaction per owner.
 */
export function referenceTurn(databaseUrl: string, file: string) {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/reference-writes.ts', databaseUrl, file],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as {
    seconds: number;
    owners: number;
    statements: number;
    order: string[];
  };
}
