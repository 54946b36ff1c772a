import { resourceContract } from '../../../../tests/kit/resource-contract';
import { workflowContract } from '../../../../tests/kit/workflow-contract';
import type { InvoiceDetailResponse } from '../../../domain/contracts/invoices';
import { invoiceRunsResource, invoicesResource } from '../../../domain/resources/invoices';
import { invoiceServer } from './workflow';

// Invoices need bill visibility (canSeeBill), which no recruiter_sourcer has.
resourceContract(invoicesResource, {
  itemOf: (d) => (d as InvoiceDetailResponse).invoice,
  perPage: 2,
  sourcer: null,
});
resourceContract(invoiceRunsResource, { perPage: 2, sourcer: null });
workflowContract(invoiceServer);
