import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { pdfLines } from '../../tests/pdf-text';

/** Clicks a button that downloads a PDF and reads the file as a reader sees it, one string a printed line. */
export async function downloadedPdf(page: Page, button: Locator): Promise<string[]> {
  const download = page.waitForEvent('download');
  await button.click();
  return pdfLines(await readFile((await (await download).path())!));
}
