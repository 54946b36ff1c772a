import { expect, type Page } from '@playwright/test';
import { cents } from './money';

/** A paycheck's page (`/paychecks/{id}`): its stub table, read row by row in cents. */
export class PayStubPage {
  constructor(readonly page: Page) {}

  get table() {
    return this.page.getByRole('table', { name: 'Pay stub' });
  }

  /**
   * The row whose first cell is exactly `label` ("Social Security", not "Social Security
   * (employer)"), as this paycheck's and the year's amounts.
   */
  async row(label: string): Promise<{ current: number; ytd: number }> {
    const row = this.table.getByRole('row').filter({
      has: this.page
        .getByRole('cell', { name: label, exact: true })
        .or(this.page.getByRole('rowheader', { name: label, exact: true })),
    });
    await expect(row).toHaveCount(1);
    const texts = await row.locator('td').allTextContents();
    return { current: cents(texts.at(-2) ?? ''), ytd: cents(texts.at(-1) ?? '') };
  }
}
