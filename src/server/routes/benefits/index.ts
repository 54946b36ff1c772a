import type { FastifyPluginAsync } from 'fastify';
import { canSeeBenefits, canSeePayrollConfig } from '../../../domain/policy/payroll-config';
import {
  benefitPlansResource,
  benefitsResource,
  dependentsResource,
} from '../../../domain/resources/benefits';
import { benefitsForm, dependentsForm } from '../../../domain/resources/benefits-form';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import { dependentsFormServer, dependentsServer } from './dependents';
import { benefitsFormServer, benefitsServer } from './enrollments';
import { benefitPlansServer } from './plans';

export const BENEFITS_REFUSED =
  'Benefits are for admins, partner or EOR staff who see payroll, and contractors';

/** /v2/benefits (enrollments), /v2/benefit_plans and /v2/dependents: lists, details, CSV and forms. */
export const benefitsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const benefitsAccess = { access: { allowed: canSeeBenefits, message: BENEFITS_REFUSED } };
  registerResource(app, deps, benefitsResource, benefitsServer, benefitsAccess);
  registerForm(app, deps, benefitsResource, benefitsForm, benefitsServer, benefitsFormServer);
  registerResource(app, deps, dependentsResource, dependentsServer, benefitsAccess);
  registerForm(
    app,
    deps,
    dependentsResource,
    dependentsForm,
    dependentsServer,
    dependentsFormServer,
  );
  registerResource(app, deps, benefitPlansResource, benefitPlansServer, {
    access: { allowed: canSeePayrollConfig, message: BENEFITS_REFUSED },
  });
};
