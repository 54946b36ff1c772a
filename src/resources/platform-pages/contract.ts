import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { PLATFORM_PAGES } from './page-ids';

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

/** The platform's own pages, read by anyone at `/v2/platform_pages/{terms|privacy|help}`. */
export const platformPagesResource = defineResource({
  name: 'platform_pages',
  apiPath: '/platform_pages',
  specPaths: ['/terms', '/privacy', '/help'],
  labels: { singular: 'Page', plural: 'Pages' },
  item: PlatformPage,
  query: { filters: {}, sorts: ['id'], defaultSort: 'id' },
  csv: [],
  actions: {},
});
