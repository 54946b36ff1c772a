import { createHash } from 'node:crypto';
import { join } from 'node:path';

export const TEMPLATE_DIR = join(process.cwd(), '.cache/bo-test');
/** Several checkouts may test against one PostgreSQL server at once; each keeps to its own names. */
const checkout = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8);
export type TemplateKind = 'migrated' | 'seeded';
export const PG_TEST_DB_PREFIX = `bo_${checkout}_t_`;
export const PG_TEMPLATE_PREFIX = `bo_${checkout}_tpl_`;
export const PG_NAMESPACE = `bo_${checkout}_`;

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
