import { z } from 'zod';
import { canEditBranding, type Subject } from '../../policy/capabilities';
import { defineForm, type FormField } from '../../resources/form';
import { OPTIONAL_STEPS, type OptionalStep } from '../contractor-steps';
import { stepTitle } from '../step-routes';

/** Where a partner chooses the optional steps it asks of the contractors it adds. */
export const PARTNER_STEPS_PATH = '/onboarding/partner_steps';

/** The partner's owners and admins choose, as they do its branding (both shape what its workers see). */
export const mayChooseOnboardingSteps = (user: Subject) => canEditBranding(user);

const HINTS: Record<OptionalStep, string> = {
  agreements: 'Sign the contractor agreement electronically.',
  background_check: 'Order a background check through the screening provider.',
  drug_test: 'Order a drug test through the screening provider.',
  training: 'Complete the required training.',
  health_check: 'Complete a health check.',
  documents: 'Upload the credentialing documents you ask for.',
};

/**
 * One checkbox per optional step (spec §3 Requirements, configurable per partner); the chosen steps
 * are asked of every contractor the partner adds from then on, after the standard ones.
 */
export const partnerStepsForm = defineForm({
  input: z.object(
    Object.fromEntries(OPTIONAL_STEPS.map((s) => [s, z.boolean()])) as Record<
      OptionalStep,
      z.ZodBoolean
    >,
  ),
  fields: OPTIONAL_STEPS.map((s): FormField => ({
    name: s,
    label: stepTitle(s),
    kind: 'checkbox',
    hint: HINTS[s],
  })),
  may: { create: mayChooseOnboardingSteps, update: mayChooseOnboardingSteps },
});

export const PartnerStepsItem = partnerStepsForm.input;
export type PartnerStepsItem = z.infer<typeof partnerStepsForm.input>;

export const chosenSteps = (input: PartnerStepsItem): OptionalStep[] =>
  OPTIONAL_STEPS.filter((s) => input[s]);
