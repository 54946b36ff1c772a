import { createFileRoute } from '@tanstack/react-router';
import { BankMethodsView } from '../../../resources/bank-methods/pages';
import { SpaLink } from '../../components/nav/spa-link';

export const Route = createFileRoute('/_shell/direct_deposit')({
  component: DirectDeposit,
});

/** The contractor's direct deposit step (spec §4): its default account completes the step. */
function DirectDeposit() {
  return (
    <div className="space-y-6">
      <BankMethodsView kind="direct_deposit" />
      <SpaLink href="/onboard/contractor" className="text-sm text-brand underline">
        Back to onboarding
      </SpaLink>
    </div>
  );
}
