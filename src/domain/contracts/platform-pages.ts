import { z } from 'zod';
import { PLATFORM_PAGES } from '../platform-pages/pages';

/** One of the platform's own pages: a URL to link out to, or the text to show. */
export const PlatformPage = z.object({
  id: z.enum(PLATFORM_PAGES),
  title: z.string(),
  /** A page elsewhere the platform (or the partner's white label) configured; null: show `body`. */
  url: z.string().nullable(),
  body: z.string(),
  /** When an admin last wrote the text; null while it is the platform's default. */
  updated_at: z.string().nullable(),
});
export type PlatformPage = z.infer<typeof PlatformPage>;
