import { createFileRoute } from '@tanstack/react-router';
import { ContractorFormView } from '../../../resources/contractors/pages';

/** A new contractor, invited by email into onboarding (spec §6: partners, EORs, admins, client owners who add assignments). */
export const Route = createFileRoute('/_shell/create_contractor')({
  component: ContractorFormView,
});
