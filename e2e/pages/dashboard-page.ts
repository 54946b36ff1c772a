import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard: its to-do list, money figures and charts, each a region named by its heading. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  get todos(): Locator {
    return this.section('To do').getByRole('link');
  }

  /** Each to-do's count and label as the page shows them. */
  async todoTexts(): Promise<{ count: number; text: string }[]> {
    await expect(this.section('To do')).toBeVisible();
    const texts = await this.todos.allInnerTexts();
    return texts.map((text) => ({ count: Number(/^\s*(\d+)/.exec(text)?.[1]), text }));
  }

  /** The summary line a list page shows over its rows ("43 waiting · …", "2 invoices · …"). */
  listSummary(): Locator {
    return this.page.locator('p[aria-live="polite"]');
  }
}
