import { PlatformPage } from '../contracts/platform-pages';
import { defineResource } from './define';

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
