import type { ChartEntry } from './chart-entry';

/**
 * What a resource folder (`src/resources/<name>/manifest.ts`) tells the shared registries: its charts
 * for `machines/charts.ts` (a configuration resource, a list and a form, has none). Its server part (routes, subscribers) is declared beside it in
 * `server.ts` and its table in `table.ts`, which the browser never loads.
 */
export interface ResourceManifest {
  /** The folder's name: the resource's plural in kebab-case (`identity-verifications`). */
  name: string;
  charts?: readonly ChartEntry[];
}

export const defineManifest = (m: ResourceManifest) => m;
