import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { paymentDefinition, paymentWorkflow } from './chart';
import { paymentLedgerScreen } from './ledger.screen';
import { payScreen } from './pay.screen';
import { statementUploadScreen } from './statement-upload.screen';

export const payments = defineManifest({
  name: 'payments',
  charts: [
    chartEntry(
      paymentWorkflow,
      'src/resources/payments/chart.ts',
      'Payment lifecycle',
      undefined,
      paymentDefinition,
    ),
    chartEntry(
      payScreen,
      'src/resources/payments/pay.screen.ts',
      'Pay an invoice',
      'A client picks an open invoice and a payment method and pays.',
    ),
    chartEntry(
      paymentLedgerScreen,
      'src/resources/payments/ledger.screen.ts',
      'Payment allocations',
      "A payment's allocations across open invoices, with the server's refusals.",
    ),
    chartEntry(
      statementUploadScreen,
      'src/resources/payments/statement-upload.screen.ts',
      'Bank statement import',
      'A bank statement CSV becomes payments, all rows or none; a refused file stays chosen to fix.',
    ),
  ],
});
