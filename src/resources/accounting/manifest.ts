import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { journalScreen } from './chart';

export const accounting = defineManifest({
  name: 'accounting',
  charts: [chartEntry(journalScreen, 'src/resources/accounting/chart.ts', 'Accounting journal')],
});
