import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { apiKeysScreen } from './chart';

export const apiKeys = defineManifest({
  name: 'api-keys',
  charts: [chartEntry(apiKeysScreen, 'src/resources/api-keys/chart.ts', 'API keys')],
});
