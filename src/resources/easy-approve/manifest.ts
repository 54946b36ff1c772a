import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { easyApproveScreen } from './chart';

export const easyApprove = defineManifest({
  name: 'easy-approve',
  charts: [
    chartEntry(
      easyApproveScreen,
      'src/resources/easy-approve/chart.ts',
      'Easy approve',
      'A client decides from an emailed signed link without signing in; the server decides, the screen shows its answer.',
    ),
  ],
});
