import type { User } from '../../../domain/contracts/user';
import { canEditBranding } from '../../../domain/policy/capabilities';
import { canReadStatecharts } from '../../../domain/policy/statecharts';
import { canConfigureIntegrations } from '../../../resources/integrations/policy';
import { SpaLink } from '../../components/nav/spa-link';
import { mayChooseOnboardingSteps } from '../../../domain/onboarding/forms/partner-steps-form';
import { BrandingForm } from '../../../resources/branding/settings';
import { PayrollConfigLinks } from '../payroll-config/payroll-config-links';
import { PartnerStepsSection } from '../../../resources/onboarding/partner-steps-section';
import { canVerifyOwnIdentity } from '../../../resources/identity-verifications/policy';
import { IdentityVerificationSection } from '../../../resources/identity-verifications/pages';

export function SettingsView({
  user,
  dark,
  onToggleDark,
}: {
  user: User | null;
  dark: boolean;
  onToggleDark(): void;
}) {
  return (
    <div className="space-y-8">
      <h1 id="page-title" className="text-xl font-semibold">
        Settings
      </h1>
      <section aria-labelledby="appearance" className="space-y-2">
        <h2 id="appearance" className="font-semibold">
          Appearance
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={dark} onChange={onToggleDark} />
          Use dark mode
        </label>
      </section>
      <section aria-labelledby="notifications" className="space-y-2">
        <h2 id="notifications" className="font-semibold">
          Notifications
        </h2>
        <SpaLink
          href="/consent_settings"
          className="text-sm font-medium underline underline-offset-2"
        >
          Choose which notifications also come by email
        </SpaLink>
      </section>
      {user && canEditBranding(user) && (
        <section aria-labelledby="branding" className="space-y-2">
          <h2 id="branding" className="font-semibold">
            Branding
          </h2>
          <BrandingForm />
        </section>
      )}
      {user && canVerifyOwnIdentity(user) && <IdentityVerificationSection />}
      {user && canConfigureIntegrations(user) && (
        <section aria-labelledby="integrations" className="space-y-2">
          <h2 id="integrations" className="font-semibold">
            Integrations
          </h2>
          {/* Spec §2's menu has no Integrations item: an owner finds the outside services here. */}
          <SpaLink
            href="/integrations"
            className="text-sm font-medium underline underline-offset-2"
          >
            Outside services: background checks, payroll taxes, maps, identity, bank linking,
            accounting
          </SpaLink>
        </section>
      )}
      {user && <PayrollConfigLinks user={user} />}
      {user && mayChooseOnboardingSteps(user) && <PartnerStepsSection user={user} />}
      {user && canReadStatecharts(user) && (
        <section aria-labelledby="quality" className="space-y-2">
          <h2 id="quality" className="font-semibold">
            Quality assurance
          </h2>
          {/* QA's charts live at /developers/statecharts, which spec §2's menu does not name. */}
          <SpaLink
            href="/developers/statecharts"
            className="text-sm font-medium underline underline-offset-2"
          >
            Statecharts
          </SpaLink>
        </section>
      )}
    </div>
  );
}
