import { expect, type Page } from '@playwright/test';

/** The global search palette (spec §2): opened with Control+K in Chromium on Linux. */
export class SearchPalette {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Global search' });
  }

  get input() {
    return this.dialog.getByRole('combobox', { name: 'Search' });
  }

  get results() {
    return this.dialog.getByRole('listbox', { name: 'Search results' });
  }

  async open() {
    // The shortcut is heard once the shell has drawn the signed-in chrome.
    await expect(this.page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await this.page.keyboard.press('Control+K');
    await expect(this.input).toBeVisible();
  }

  async search(text: string) {
    await this.input.fill(text);
  }
}
