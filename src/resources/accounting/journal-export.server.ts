import { csvDocument, formulaSafe } from '../../server/lib/csv';
import type { JournalEntry } from './contract';

/** Integer cents as a decimal amount, "1234.56" or "-0.05": no float ever holds the money. */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const JOURNAL_CSV_HEADER = [
  'date',
  'entry',
  'source',
  'reference',
  'account_code',
  'account_name',
  'item',
  'debit',
  'credit',
  'memo',
] as const;

/** The generic CSV: one row per line, debits and credits in their own columns. */
export const journalCsv = (entries: readonly JournalEntry[]) =>
  csvDocument(
    JOURNAL_CSV_HEADER,
    entries.flatMap((e) =>
      e.lines.map((l) => [
        e.date,
        e.id,
        e.source,
        e.reference,
        l.account?.code ?? '',
        l.account?.name ?? '',
        l.item_label,
        l.debit_cents ? decimalAmount(l.debit_cents) : '',
        l.credit_cents ? decimalAmount(l.credit_cents) : '',
        e.memo,
      ]),
    ),
  );

/**
 * An IIF field: tab-separated, so tabs, line breaks and quotes become spaces; and the CSV's
 * formula rule, since an IIF file opens in a spreadsheet too.
 */
const iifField = (text: string) => formulaSafe(text.replace(/[\t\r\n"]/g, ' '));

const iifDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * QuickBooks Desktop's IIF general journal: each entry is a TRNS line (the first split) and SPL
 * lines (the others), closed by ENDTRNS; a debit is a positive amount and a credit a negative one;
 * accounts are matched by name.
 */
export function journalIif(entries: readonly JournalEntry[]): string {
  const head = [
    '!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT\tDOCNUM\tMEMO',
    '!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT\tDOCNUM\tMEMO',
    '!ENDTRNS',
  ];
  const body = entries.flatMap((e) => [
    ...e.lines.map((l, i) =>
      [
        i === 0 ? 'TRNS' : 'SPL',
        '',
        'GENERAL JOURNAL',
        iifDate(e.date),
        iifField(l.account?.name ?? ''),
        decimalAmount(l.debit_cents - l.credit_cents),
        iifField(e.reference),
        iifField(e.memo),
      ].join('\t'),
    ),
    'ENDTRNS',
  ]);
  return [...head, ...body].join('\r\n') + '\r\n';
}
