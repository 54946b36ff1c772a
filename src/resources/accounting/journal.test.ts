import { describe, expect, it } from 'vitest';
import {
  buildJournal,
  credits,
  debits,
  UnbalancedEntryError,
  type JournalSources,
} from './journal';

const none: JournalSources = { invoices: [], allocations: [], payrollRuns: [] };
const YEAR = { from: '2026-01-01', to: '2026-12-31' };

const invoice = {
  id: '11111111-1111-4111-8111-111111111111',
  reference: 'INV-000007',
  payer: 'Globex',
  sent_on: '2026-03-02',
  voided_on: null,
  total_due_cents: 10_725,
  lines: [
    { kind: 'regular', bill_cents: 8_000, sales_tax_cents: 580 },
    { kind: 'overtime', bill_cents: 2_000, sales_tax_cents: 145 },
  ],
};

describe('buildJournal', () => {
  it('posts an invoice as receivables against revenue by line type and the sales tax', () => {
    const [e] = buildJournal({ ...none, invoices: [invoice] }, YEAR);
    expect(e!.lines).toEqual([
      { item: 'receivables', debit_cents: 10_725, credit_cents: 0 },
      { item: 'invoice_regular', debit_cents: 0, credit_cents: 8_000 },
      { item: 'invoice_overtime', debit_cents: 0, credit_cents: 2_000 },
      { item: 'sales_tax', debit_cents: 0, credit_cents: 725 },
    ]);
    expect(debits(e!)).toBe(credits(e!));
  });

  it('posts a credit note, whose lines are negative, on the other sides', () => {
    const note = {
      ...invoice,
      total_due_cents: -10_725,
      lines: invoice.lines.map((l) => ({
        ...l,
        bill_cents: -l.bill_cents,
        sales_tax_cents: -l.sales_tax_cents,
      })),
    };
    const [e] = buildJournal({ ...none, invoices: [note] }, YEAR);
    expect(e!.lines[0]).toEqual({ item: 'receivables', debit_cents: 0, credit_cents: 10_725 });
    expect(debits(e!)).toBe(10_725);
    expect(credits(e!)).toBe(10_725);
  });

  it('reverses a void on its own day, and keeps to the period asked', () => {
    const voided = { ...invoice, voided_on: '2026-04-10' };
    const both = buildJournal({ ...none, invoices: [voided] }, YEAR);
    expect(both.map((e) => [e.date, e.source])).toEqual([
      ['2026-03-02', 'invoice'],
      ['2026-04-10', 'invoice_void'],
    ]);
    expect(both[1]!.lines[0]).toEqual({
      item: 'receivables',
      debit_cents: 0,
      credit_cents: 10_725,
    });
    const april = buildJournal(
      { ...none, invoices: [voided] },
      { from: '2026-04-01', to: '2026-04-30' },
    );
    expect(april.map((e) => e.source)).toEqual(['invoice_void']);
  });

  it('refuses an invoice whose stored total disagrees with its lines', () => {
    expect(() =>
      buildJournal({ ...none, invoices: [{ ...invoice, total_due_cents: 10_724 }] }, YEAR),
    ).toThrow(UnbalancedEntryError);
  });

  it('posts a payroll run: wages, reimbursements and employer taxes against taxes owed, deductions and net pay', () => {
    const [e] = buildJournal(
      {
        ...none,
        payrollRuns: [
          {
            id: '22222222-2222-4222-8222-222222222222',
            pay_date: '2026-05-15',
            period_start: '2026-05-01',
            period_end: '2026-05-14',
            wages_cents: 150_000,
            reimbursements_cents: 5_000,
            taxes_cents: 20_000,
            employer_taxes_cents: 11_475,
            deductions_cents: 2_500,
            net_cents: 132_500,
          },
        ],
      },
      YEAR,
    );
    expect(debits(e!)).toBe(166_475);
    expect(credits(e!)).toBe(166_475);
  });
});
