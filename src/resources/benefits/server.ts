import type { FastifyPluginAsync } from 'fastify';
import { canSeeBenefits, canSeePayrollConfig } from '../../domain/policy/payroll-config';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { benefitPlansResource, benefitsResource, dependentsResource } from './contract';
import { dependentsFormServer, dependentsServer } from './dependents.server';
import { benefitsFormServer, benefitsServer } from './enrollments.server';
import { benefitsForm, dependentsForm } from './form';
import { benefitPlansServer } from './plans.server';

const BENEFITS_REFUSED =
  'Benefits are for admins, partner or EOR staff who see payroll, and contractors';

/** /v2/benefits (enrollments), /v2/benefit_plans and /v2/dependents: lists, details, CSV and forms. */
const benefitsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
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

export const benefitsPart: ResourceServerPart = { routes: benefitsRoutes };
