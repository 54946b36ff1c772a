import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { bankLinkModal } from './bank-link.modal';
import { bankMethodsScreen } from './chart';

export const bankMethods = defineManifest({
  name: 'bank-methods',
  charts: [
    chartEntry(
      bankMethodsScreen,
      'src/resources/bank-methods/chart.ts',
      'Bank methods',
      'The payout or payment methods page: list, add through a checked form, remove after confirming, make default.',
    ),
    chartEntry(
      bankLinkModal,
      'src/resources/bank-methods/bank-link.modal.ts',
      'Bank link',
      "Links a bank account without typing numbers: a link token, the provider's account chooser, the exchange on our server.",
    ),
  ],
});
