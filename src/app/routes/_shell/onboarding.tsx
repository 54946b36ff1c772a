import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { canRemindOnboarding } from '../../../resources/onboarding-status/policy';
import { onboardingStatusQuery } from '../../../resources/onboarding-status/query';
import { OnboardingStatusListView } from '../../../resources/onboarding-status/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/onboarding')({
  validateSearch: listSearch(onboardingStatusQuery),
  component: function OnboardingStatusList() {
    const { user } = useShell();
    return (
      <OnboardingStatusListView
        path="/onboarding"
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        remindable={Boolean(user && canRemindOnboarding(user))}
      />
    );
  },
});
