import { spawnSync } from 'node:child_process';
import { reportSpec } from '../src/domain/reports/catalogue';
import type { Deps } from '../src/server/deps';
import type { FileStorage } from '../src/server/files/storage';
import type { ReportRow } from '../src/server/reports/source';
import { writeReportFiles } from '../src/server/reports/write-files';

/** The report sizes compared: if memory follows the rows, the larger peaks ten times higher. */
const SIZES = [20_000, 200_000];
/** The source's keyset batch (`src/server/reports/source.ts` reads 500 rows at a time). */
const BATCH = 500;
/** How often (in batches) the child collects garbage before sampling the live heap. */
const GC_EVERY = 40;
const MB = 1024 * 1024;

interface Peak {
  rows: number;
  bytes: number;
  seconds: number;
  rssMb: number;
  heapMb: number;
  liveHeapMb: number;
}

/**
 * One report written in this process (a fresh one per size): receivables aging rows, the report with
 * the most writers (CSV, XLSX and PDF), through the worker's own `writeReportFiles` into storage that
 * counts the bytes and keeps none, as object storage takes them away. Memory is sampled at each batch.
 */
async function child(rows: number): Promise<Peak> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  let bytes = 0;
  const storage: FileStorage = {
    put: async (_key, b) => void (bytes += b.length),
    get: async () => undefined,
    putStream: async (_key, chunks) => {
      for await (const c of chunks) bytes += c.length;
    },
  };
  const peak = { rss: 0, heap: 0, live: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  };
  async function* batches(): AsyncGenerator<ReportRow[]> {
    for (let b = 0; b * BATCH < rows; b++) {
      if (b % GC_EVERY === 0) {
        gc!();
        peak.live = Math.max(peak.live, process.memoryUsage().heapUsed);
      }
      sample();
      yield Array.from({ length: Math.min(BATCH, rows - b * BATCH) }, (_, j) => {
        const i = b * BATCH + j + 1;
        return {
          client: `Client ${i} of a long name, Inc.`,
          current: i * 7,
          days_1_30: i,
          days_31_60: 0,
          days_61_90: i % 13,
          days_over_90: 2 * i,
          total: 10 * i + (i % 13),
        };
      });
    }
  }
  const t = performance.now();
  const file = {
    base: 'aging',
    subtitle: 'as of: 2026-11-20',
    purpose: 'report',
    createdBy: 'bench',
    partnerId: null,
  };
  const made = await writeReportFiles(
    { files: storage } as Deps,
    reportSpec('receivables_aging'),
    file,
    batches(),
    100,
  );
  sample();
  return {
    rows: made.rows,
    bytes,
    seconds: (performance.now() - t) / 1000,
    rssMb: peak.rss / MB,
    heapMb: peak.heap / MB,
    liveHeapMb: peak.live / MB,
  };
}

/** Each size in its own process, so one size's heap never carries into the other's peak. */
export async function benchReportMemory(): Promise<void> {
  console.log(
    `== Report files' memory by size (receivables aging: CSV, XLSX and PDF, batches of ${BATCH})`,
  );
  for (const rows of SIZES) {
    const out = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'bench/report-memory.ts', `--rows=${rows}`],
      { encoding: 'utf8' },
    );
    if (out.status !== 0) throw new Error(`report of ${rows} rows: ${out.stderr}`);
    const p = JSON.parse(out.stdout.trim().split('\n').at(-1)!) as Peak;
    console.log(
      `${p.rows.toLocaleString('en-US').padStart(8)} rows: ${(p.bytes / MB).toFixed(0)} MB of files in ${p.seconds.toFixed(1)} s; ` +
        `peak RSS ${p.rssMb.toFixed(0)} MB, peak heap ${p.heapMb.toFixed(0)} MB, largest live heap (after GC) ${p.liveHeapMb.toFixed(1)} MB`,
    );
  }
}

const rowsArg = process.argv.find((a) => a.startsWith('--rows='));
if (rowsArg) console.log(JSON.stringify(await child(Number(rowsArg.slice('--rows='.length)))));
else if (import.meta.url === `file://${process.argv[1]}`) await benchReportMemory();
