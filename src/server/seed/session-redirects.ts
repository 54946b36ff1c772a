import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { platformSettings } from '../db/schema';

/** The account pages a signed-out user may be sent back to after signing in. */
export const ACCOUNT_REDIRECTS = ['/change_password'];

export async function seedSessionRedirects(tx: Tx): Promise<void> {
  const [row] = await tx
    .select({ urls: platformSettings.valid_redirect_urls })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  if (!row) return;
  const urls = [...row.urls, ...ACCOUNT_REDIRECTS.filter((u) => !row.urls.includes(u))];
  await tx
    .update(platformSettings)
    .set({ valid_redirect_urls: urls })
    .where(eq(platformSettings.id, 1));
}
