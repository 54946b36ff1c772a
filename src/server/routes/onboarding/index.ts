import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PersonalInfoItem,
  RequirementsBody,
  SignatureItem,
  TaxIdItem,
} from '../../../domain/contracts/onboarding';
import { ErrorBody } from '../../../domain/contracts/errors';
import { DOCUMENT_KEYS, DOCUMENTS } from '../../../domain/onboarding/documents';
import { personalInfoForm } from '../../../domain/onboarding/forms/personal-info-form';
import { signatureForm } from '../../../domain/onboarding/forms/signature-form';
import { taxIdForm } from '../../../domain/onboarding/forms/tax-id-form';
import { sessionOf } from '../../auth/session';
import type { Deps } from '../../deps';
import { registerOwnForm } from '../../kit/own-form';
import { requirementsOf } from '../../onboarding/requirements';
import {
  PERSONAL_INFO_PATH,
  signaturePath,
  TAX_ID_PATH,
} from '../../../domain/onboarding/api-paths';
import { personalInfoServer } from './personal-info';
import { signatureServer } from './signatures';
import { taxIdServer } from './tax-id';
import { partnerStepsServer } from './partner-steps';
import { prefillRoutes } from './prefill';
import {
  PARTNER_STEPS_PATH,
  PartnerStepsItem,
  partnerStepsForm,
} from '../../../domain/onboarding/forms/partner-steps-form';

/** Spec §4 Onboarding: the caller's requirements and the steps they complete on their own. */
export const onboardingRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
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
