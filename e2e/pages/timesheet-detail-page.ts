import { expect, type Page } from '@playwright/test';

/** A timesheet's detail page (`/timesheets/{id}` or `/approvals/{id}`). */
export class TimesheetDetailPage {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: /^Timesheet of / })).toBeVisible();
    await expect(this.root).toHaveAttribute('data-state', 'loaded');
  }

  get root() {
    return this.page
      .locator('section[data-state]')
      .filter({ has: this.page.getByRole('heading', { name: /^Timesheet of / }) });
  }

  get actions() {
    return this.page.getByRole('region', { name: 'Actions' });
  }

  action(label: string) {
    return this.actions.getByRole('button', { name: label, exact: true });
  }

  /** The value of one field of the description list. */
  field(label: string) {
    return this.page
      .getByRole('region', { name: 'Details' })
      .locator('div', { has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  }

  get history() {
    return this.page.getByRole('list', { name: 'History' });
  }

  get dialog() {
    return this.page.getByRole('dialog');
  }

  /** Clicks an action; one that asks (a confirmation, a reason or evidence) is answered in its dialog. */
  async take(label: string, ask?: { text?: string }) {
    await this.action(label).click();
    if (ask) {
      // The dialog's own box is empty (its panel is fixed), so wait for the panel's button.
      await expect(this.dialog.getByRole('button', { name: label, exact: true })).toBeVisible();
      if (ask.text !== undefined) await this.dialog.getByRole('textbox').fill(ask.text);
      await this.dialog.getByRole('button', { name: label, exact: true }).click();
    }
    await expect(this.dialog).toHaveCount(0);
  }

  /** A client requiring a signature: types the full name (and draws, when asked) in the one dialog. */
  async signAndApprove(fullName: string, opts: { draw?: boolean } = {}) {
    await this.page.getByRole('button', { name: 'Sign and approve' }).click();
    await expect(this.dialog.getByRole('button', { name: 'Sign and approve' })).toBeVisible();
    await this.dialog.getByLabel('Full name').fill(fullName);
    if (opts.draw) {
      const pad = this.dialog.getByRole('img', { name: 'Draw your signature (optional)' });
      const box = await pad.boundingBox();
      if (!box) throw new Error('the signature pad is not on screen');
      await this.page.mouse.move(box.x + 20, box.y + 60);
      await this.page.mouse.down();
      await this.page.mouse.move(box.x + 120, box.y + 30, { steps: 5 });
      await this.page.mouse.move(box.x + 220, box.y + 80, { steps: 5 });
      await this.page.mouse.up();
    }
    await this.dialog.getByRole('button', { name: 'Sign and approve' }).click();
    await expect(this.dialog).toHaveCount(0);
  }

  async openUnavailable() {
    const summary = this.actions.getByText(/^Unavailable actions/);
    await summary.click();
    return this.actions.getByRole('list', { name: 'Unavailable actions' });
  }
}
