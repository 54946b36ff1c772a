import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { reportSpec } from '../../domain/reports/catalogue';
import type { Deps } from '../deps';
import type { FileStorage } from '../files/storage';
import type { ReportRow } from './source';
import { writeReportFiles } from './write-files';

const BATCH = 100;
const BATCHES = 30;
const spec = reportSpec('receivables_aging');
const file = {
  base: 'aging',
  subtitle: 'as of: 2026-11-20',
  purpose: 'report',
  createdBy: 'u',
  partnerId: null,
};

/** Storage that keeps a file only once complete and notes, per file, how many batches had been read at each piece. */
function watchedStorage(read: () => number) {
  const files = new Map<string, Buffer>();
  const pieces = new Map<string, { readBefore: number; bytes: number }[]>();
  const storage: FileStorage = {
    async put(key, bytes) {
      files.set(key, bytes);
    },
    async get(key) {
      return files.get(key);
    },
    async putStream(key, chunks) {
      const got: Buffer[] = [];
      const seen: { readBefore: number; bytes: number }[] = [];
      pieces.set(key, seen);
      for await (const chunk of chunks) {
        got.push(chunk);
        seen.push({ readBefore: read(), bytes: chunk.length });
      }
      files.set(key, Buffer.concat(got));
    },
  };
  return { storage, files, pieces };
}

/** `count` batches of aging rows: client i owes i cents current and 2·i cents over 90 days. */
function source(count: number, failAt?: number) {
  let read = 0;
  async function* batches(): AsyncGenerator<ReportRow[]> {
    for (let b = 0; b < count; b++) {
      if (b === failAt) throw new Error('database gone');
      read += 1;
      yield Array.from({ length: BATCH }, (_, j) => {
        const i = b * BATCH + j + 1;
        return {
          client: `Client ${i}`,
          current: i,
          days_1_30: 0,
          days_31_60: 0,
          days_61_90: 0,
          days_over_90: 2 * i,
          total: 3 * i,
        };
      });
    }
  }
  return { batches, read: () => read };
}

const rows = BATCH * BATCHES;
const sumTo = (n: number) => (n * (n + 1)) / 2;

describe('a report’s files, written as the rows are read', () => {
  it('streams CSV, XLSX and PDF to storage batch by batch, never holding the report whole', async () => {
    const src = source(BATCHES);
    const { storage, files, pieces } = watchedStorage(src.read);
    const made = await writeReportFiles({ files: storage } as Deps, spec, file, src.batches(), 100);

    expect(made.rows).toBe(rows);
    expect(made.preview).toHaveLength(100);
    expect(made.totals).toEqual({
      current: sumTo(rows),
      days_1_30: 0,
      days_31_60: 0,
      days_61_90: 0,
      days_over_90: 2 * sumTo(rows),
      total: 3 * sumTo(rows),
    });
    for (const put of [made.files.csv, made.files.xlsx, made.files.pdf!]) {
      const seen = pieces.get(put.storageKey)!;
      // Bytes reached storage while rows were still being read, in many pieces none near the whole.
      expect(seen[0]!.readBefore, put.name).toBeLessThanOrEqual(2);
      expect(seen.filter((p) => p.readBefore < BATCHES).length, put.name).toBeGreaterThan(
        BATCHES / 2,
      );
      expect(Math.max(...seen.map((p) => p.bytes)), put.name).toBeLessThan(put.byteSize / 10);
      expect(files.get(put.storageKey)!.length).toBe(put.byteSize);
    }

    const csv = files.get(made.files.csv.storageKey)!.toString('utf8').trim().split('\n');
    expect(csv).toHaveLength(rows + 2);
    const money = (cents: number) => (cents / 100).toFixed(2);
    expect(csv.at(-1)).toBe(
      [
        'Total',
        money(sumTo(rows)),
        '0.00',
        '0.00',
        '0.00',
        money(2 * sumTo(rows)),
        money(3 * sumTo(rows)),
      ].join(','),
    );

    const sheet = new TextDecoder().decode(
      unzipSync(new Uint8Array(files.get(made.files.xlsx.storageKey)!))['xl/worksheets/sheet1.xml'],
    );
    const sheetRows = [...sheet.matchAll(/<row r="(\d+)">([\s\S]*?)<\/row>/g)];
    expect(sheetRows).toHaveLength(rows + 2);
    expect(
      [...sheetRows.at(-1)![2]!.matchAll(/<v>([^<]*)<\/v>/g)].map((m) =>
        Math.round(Number(m[1]) * 100),
      ),
    ).toEqual([sumTo(rows), 0, 0, 0, 2 * sumTo(rows), 3 * sumTo(rows)]);

    const pdf = files.get(made.files.pdf!.storageKey)!.toString('latin1');
    const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)![1]);
    // 60 rows fit a Letter page under the title and the header; the totals row is one more.
    expect(pages).toBe(Math.ceil((rows + 1) / 60));
    expect(pdf).toContain(`(Client ${rows})`);
    // Every object the cross-reference table names starts where it says.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    const entries = pdf
      .slice(xref)
      .split('\n')
      .slice(3)
      .filter((l) => /^\d{10} 00000 n/.test(l));
    expect(
      entries.filter((e, i) => !pdf.startsWith(`${i + 1} 0 obj`, Number(e.slice(0, 10)))),
    ).toEqual([]);
    expect(entries).toHaveLength(5 + 2 * pages);
  });

  it('stores none of the files when reading stops on an error', async () => {
    const src = source(BATCHES, 10);
    const { storage, files } = watchedStorage(src.read);
    await expect(
      writeReportFiles({ files: storage } as Deps, spec, file, src.batches(), 100),
    ).rejects.toThrow('database gone');
    expect(files.size).toBe(0);
  });
});
