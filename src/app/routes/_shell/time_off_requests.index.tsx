import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '../../features/shell/not-available-yet';

export const Route = createFileRoute('/_shell/time_off_requests/')({
  staticData: { placeholder: true },
  component: NotAvailableYet,
});
