import type { FileStorage } from './storage';

/** Where the demo seed's receipts keep their bytes: one small PDF, shared by every demo receipt. */
export const DEMO_RECEIPT_KEY = 'expense_receipt/demo-receipt.pdf';

const body = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
  '4 0 obj << /Length 58 >> stream',
  'BT /F1 14 Tf 24 90 Td (Demo receipt - Staffwise) Tj ET',
  'endstream endobj',
  '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n');

/** A minimal valid one-page PDF that reads "Demo receipt". */
export const DEMO_RECEIPT = Buffer.from(body, 'latin1');

/**
 * The seed runs in a transaction without file storage, so the bytes its receipts name are put in
 * place when the API starts (idempotent; a real upload never uses this key).
 */
export async function ensureDemoReceipt(storage: FileStorage): Promise<void> {
  if (!(await storage.get(DEMO_RECEIPT_KEY))) await storage.put(DEMO_RECEIPT_KEY, DEMO_RECEIPT);
}
