import { expect, type Page } from '@playwright/test';
import type { ShellPage } from './shell-page';

export type Weekday =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** /timesheets/new: one row per weekday, located by the accessible names of its inputs. */
export class EntryWeekPage {
  constructor(readonly page: Page) {}

  async open(origin = '') {
    await this.page.goto(`${origin}/timesheets/new`);
    await expect(this.page.getByRole('heading', { name: 'Enter Time' })).toBeVisible();
    await expect(this.root).toHaveAttribute('data-state', 'editing');
  }

  /** Reaches Enter Time as a worker does: the Timesheets menu item, then its "Enter time" button. */
  async openFromMenu(shell: ShellPage) {
    await shell.navigate('Timesheets');
    await this.page.getByRole('link', { name: 'Enter time' }).click();
    await expect(this.page.getByRole('heading', { name: 'Enter Time' })).toBeVisible();
    await expect(this.root).toHaveAttribute('data-state', 'editing');
  }

  get root() {
    return this.page.locator('section[data-state]');
  }

  /** Shows another week: the screen loads what is stored for it. */
  async week(monday: string) {
    await this.page.getByLabel('Week starting').fill(monday);
    await expect(this.root).toHaveAttribute('data-state', 'editing');
    await expect(this.page.getByRole('row').nth(1)).toHaveAttribute('data-date', monday);
  }

  get assignment() {
    return this.page.getByLabel('Assignment');
  }

  copyLastWeek() {
    return this.page.getByRole('button', { name: 'Copy last week' }).click();
  }

  status(day: Weekday) {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${day}`) }) })
      .getByRole('cell')
      .last();
  }

  async day(
    day: Weekday,
    values: { start: string; end: string; breakMinutes?: string; project?: string; task?: string },
  ) {
    await this.page.getByRole('textbox', { name: `Start, ${day}` }).fill(values.start);
    await this.page.getByRole('textbox', { name: `End, ${day}` }).fill(values.end);
    if (values.breakMinutes !== undefined)
      await this.page
        .getByRole('textbox', { name: `Break minutes, ${day}` })
        .fill(values.breakMinutes);
    if (values.project !== undefined)
      await this.page.getByRole('textbox', { name: `Project code, ${day}` }).fill(values.project);
    if (values.task !== undefined)
      await this.page.getByRole('textbox', { name: `Task, ${day}` }).fill(values.task);
  }

  hours(day: Weekday) {
    return this.page.getByRole('cell', { name: `Hours, ${day}` });
  }

  get total() {
    return this.page.getByRole('cell', { name: 'Total hours' });
  }

  field(label: string, day: Weekday) {
    return this.page.getByRole('textbox', { name: `${label}, ${day}` });
  }

  save() {
    return this.page.getByRole('button', { name: 'Save as draft' }).click();
  }

  submit() {
    return this.page.getByRole('button', { name: 'Submit' }).click();
  }

  get locationAlert() {
    return this.page.getByRole('alertdialog');
  }
}
