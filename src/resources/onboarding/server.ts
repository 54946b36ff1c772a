import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PersonalInfoItem, RequirementsBody, SignatureItem, TaxIdItem } from './contract';
import { ErrorBody } from '../../domain/contracts/errors';
import { DOCUMENT_KEYS, DOCUMENTS } from '../../domain/onboarding/documents';
import { personalInfoForm } from '../../domain/onboarding/forms/personal-info-form';
import { signatureForm } from '../../domain/onboarding/forms/signature-form';
import { taxIdForm } from '../../domain/onboarding/forms/tax-id-form';
import { sessionOf } from '../../server/auth/session';
import type { Deps } from '../../server/deps';
import { registerOwnForm } from '../../server/kit/own-form';
import { requirementsOf } from '../../server/onboarding/requirements';
import { PERSONAL_INFO_PATH, signaturePath, TAX_ID_PATH } from '../../domain/onboarding/api-paths';
import { personalInfoServer } from './personal-info.server';
import { signatureServer } from './signatures.server';
import { taxIdServer } from './tax-id.server';
import { partnerStepsServer } from './partner-steps.server';
import { prefillRoutes } from './prefill.server';
import {
  PARTNER_STEPS_PATH,
  PartnerStepsItem,
  partnerStepsForm,
} from '../../domain/onboarding/forms/partner-steps-form';
import type { ResourceServerPart } from '../../server/kit/resource-part';

/** What agreements, tax forms and the seed use: the hash of a signed text, whether an SSN is on file. */
export { documentHash } from './signatures.server';
export { ssnOnFile } from './prefill.server';

/** Spec §4 Onboarding: the caller's requirements and the steps they complete on their own. */
const onboardingRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/requirements',
    {
      schema: {
        tags: ['onboarding'],
        summary: "The caller's onboarding steps: required and completed (spec §3)",
        response: { 200: RequirementsBody, 401: ErrorBody },
      },
    },
    async (req) => requirementsOf(deps.db, sessionOf(req).user.id),
  );
  registerOwnForm(
    app,
    deps,
    {
      path: PERSONAL_INFO_PATH,
      tag: 'onboarding',
      noun: 'profile and address',
      item: PersonalInfoItem,
    },
    personalInfoForm,
    personalInfoServer,
  );
  registerOwnForm(
    app,
    deps,
    { path: TAX_ID_PATH, tag: 'onboarding', noun: 'tax id', item: TaxIdItem },
    taxIdForm,
    taxIdServer(deps.vault),
  );
  for (const key of DOCUMENT_KEYS)
    registerOwnForm(
      app,
      deps,
      {
        path: signaturePath(key),
        tag: 'onboarding',
        noun: `signature of the ${DOCUMENTS[key].title}`,
        item: SignatureItem,
      },
      signatureForm(key),
      signatureServer(key),
    );
  registerOwnForm(
    app,
    deps,
    {
      path: PARTNER_STEPS_PATH,
      tag: 'onboarding',
      noun: 'contractor onboarding steps',
      item: PartnerStepsItem,
    },
    partnerStepsForm,
    partnerStepsServer,
  );
  await app.register(prefillRoutes, deps);
};

export const onboardingPart: ResourceServerPart = { routes: onboardingRoutes };
