import { join } from 'node:path';

export const TEMPLATE_DIR = join(process.cwd(), 'node_modules/.cache/bo-test');
export const templateFile = (kind: TemplateKind) => join(TEMPLATE_DIR, `${kind}.tar.gz`);
export type TemplateKind = 'migrated' | 'seeded';
export const pgTemplateName = (kind: TemplateKind) => `bo_tpl_${kind}`;
export const PG_TEST_DB_PREFIX = 'bo_t_';

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
