import type { Page } from '@playwright/test';

/** An error toast of the app-wide toaster (only toasts offer "Dismiss notification"). */
export const errorToast = (page: Page, text: string) =>
  page
    .getByRole('alert')
    .filter({ hasText: text, has: page.getByRole('button', { name: 'Dismiss notification' }) });
