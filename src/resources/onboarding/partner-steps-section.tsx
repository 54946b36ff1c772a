import type { User } from '../../domain/contracts/user';
import {
  PARTNER_STEPS_PATH,
  partnerStepsForm,
} from '../../domain/onboarding/forms/partner-steps-form';
import { toastStore } from '../../app/components/feedback/toast-store';
import { OwnRecordForm } from '../../app/components/kit/resource-form-view';

const saved = () => toastStore.show('Onboarding steps saved');

/** Settings section where a partner's owner or admin chooses the optional steps of its contractors. */
export function PartnerStepsSection({ user }: { user: User }) {
  return (
    <section aria-labelledby="contractor-onboarding" className="space-y-2">
      <h2 id="contractor-onboarding" className="font-semibold">
        Contractor onboarding
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Steps asked of the contractors you add from now on, after profile, tax id and tax forms.
      </p>
      <OwnRecordForm
        apiPath={PARTNER_STEPS_PATH}
        form={partnerStepsForm}
        user={user}
        label="Contractor onboarding steps"
        submitLabel="Save steps"
        onSaved={saved}
      />
    </section>
  );
}
