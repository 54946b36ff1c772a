import { expect, type Page } from '@playwright/test';

/** A timesheet list: `/timesheets`, `/contractor/timesheets` or the `/approvals` queue. */
export class TimesheetListPage {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await this.loaded();
  }

  /** Waits for the list's first rows (or its empty state), on a list already opened. */
  async loaded() {
    await expect(this.page.locator('section[data-state="loaded"]')).toBeVisible();
  }

  get table() {
    return this.page.getByRole('table').first();
  }

  rowCheckbox(index: number) {
    return this.table.getByRole('checkbox', { name: /^Select timesheet of/ }).nth(index);
  }

  /** Chooses a bulk action and opens its preview dialog. */
  async previewBulk(label: string) {
    await this.page
      .getByRole('toolbar', { name: 'Bulk actions' })
      .getByLabel('Bulk action')
      .selectOption({ label });
    await this.page.getByRole('button', { name: 'Preview…' }).click();
  }

  get dialog() {
    return this.page.getByRole('dialog');
  }

  get outcomes() {
    return this.dialog.getByRole('table', { name: 'Outcome per timesheet' });
  }
}
