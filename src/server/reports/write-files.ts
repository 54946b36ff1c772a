import type { ReportSpec } from '../../domain/reports/catalogue';
import type { Deps } from '../deps';
import { generatedSink, type GeneratedSink, type PutFile } from '../files/save';
import { csvPieces, reportPdf, reportXlsx } from './render';
import type { ReportRow } from './source';

export interface ReportFileSet {
  csv: PutFile;
  xlsx: PutFile;
  pdf: PutFile | null;
}

interface Made {
  files: ReportFileSet;
  rows: number;
  totals: Record<string, number>;
  preview: ReportRow[];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes a report's CSV, XLSX and PDF (register and aging) in one pass over its batches of rows:
 * each batch goes to the three writers and on to storage before the next is read, so memory holds
 * one batch, a PDF page and what storage has not taken yet, whatever the report's size. Keeps the
 * totals and the first `previewRows` rows. On any failure every file is aborted (storage keeps
 * none of them) and the error is thrown; nothing is recorded here (`recordGenerated` does that).
 */
export async function writeReportFiles(
  deps: Deps,
  spec: ReportSpec,
  file: {
    base: string;
    subtitle: string;
    purpose: string;
    createdBy: string;
    partnerId: string | null;
  },
  batches: AsyncIterable<readonly ReportRow[]>,
  previewRows: number,
): Promise<Made> {
  const owner = { purpose: file.purpose, createdBy: file.createdBy, partnerId: file.partnerId };
  const csvSink = generatedSink(deps, {
    ...owner,
    name: `${file.base}.csv`,
    contentType: 'text/csv; charset=utf-8',
  });
  const xlsxSink = generatedSink(deps, {
    ...owner,
    name: `${file.base}.xlsx`,
    contentType: XLSX_TYPE,
  });
  const pdfSink = spec.pdf
    ? generatedSink(deps, { ...owner, name: `${file.base}.pdf`, contentType: 'application/pdf' })
    : null;
  const sinks = [csvSink, xlsxSink, pdfSink].filter((s): s is GeneratedSink => s !== null);
  const xlsx = reportXlsx(spec);
  const pdf = spec.pdf ? reportPdf(spec, file.subtitle) : null;
  const totals: Record<string, number> = Object.fromEntries(
    spec.columns.filter((c) => c.total).map((c) => [c.key, 0]),
  );
  const preview: ReportRow[] = [];
  let rows = 0;
  const write = (csv: Buffer, sheet: Buffer, printed: Buffer | null) =>
    Promise.all([
      csvSink.write(csv),
      xlsxSink.write(sheet),
      printed && pdfSink ? pdfSink.write(printed) : null,
    ]);
  try {
    await write(csvPieces.header(spec), xlsx.header(), pdf?.start() ?? null);
    for await (const batch of batches) {
      for (const r of batch)
        for (const key of Object.keys(totals)) totals[key]! += Number(r[key] ?? 0);
      if (preview.length < previewRows)
        preview.push(...batch.slice(0, previewRows - preview.length));
      rows += batch.length;
      await write(csvPieces.rows(spec, batch), xlsx.rows(batch), pdf?.rows(batch) ?? null);
    }
    await write(csvPieces.totals(spec, totals), xlsx.end(totals), pdf?.end(totals) ?? null);
    for (const s of sinks) s.end();
    const [csv, sheet, printed] = await Promise.all([
      csvSink.done,
      xlsxSink.done,
      pdfSink?.done ?? null,
    ]);
    return { files: { csv: csv!, xlsx: sheet!, pdf: printed ?? null }, rows, totals, preview };
  } catch (error) {
    for (const s of sinks) s.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
