import type { UserType } from '../contracts/enums';
import { SCREENING_RETURN_PATH } from '../../resources/screenings/kinds';
import type { StepName } from './step-names';

/** What the wizard needs to send a user to a step's page. */
export interface StepContext {
  userType: UserType;
  requiresW2: boolean;
}

/** The document a user type signs for the `agreements` step, and the page it is signed on. */
export const AGREEMENT_ROUTE: Partial<Record<UserType, string>> = {
  contractor: '/agreements',
  client: '/client_services_addendum',
  partner: '/partner_services_agreement',
  sales_partner: '/terms_of_service',
};

/**
 * Each onboarding step's title and page. The wizard draws its own steps' forms in place and links to
 * the others' pages; a title is what the sync check names ('{title} is next').
 */
export const STEP_TITLES: Record<StepName, string> = {
  personal_info: 'Profile and Address',
  tax_id: 'Tax ID',
  tax_forms: 'Tax Forms',
  i9_form: 'I9 Form',
  direct_deposit: 'Direct Deposit',
  employee_handbook: 'Employee Handbook',
  agreements: 'Agreements',
  background_check: 'Background Check',
  drug_test: 'Drug Test',
  training: 'Training',
  health_check: 'Health Check',
  documents: 'Documents',
};

export const stepTitle = (step: string): string =>
  (STEP_TITLES as Record<string, string>)[step] ?? step;

export function stepRoute(step: string, ctx: StepContext): string {
  const wizard = `/onboard/${ctx.userType}`;
  switch (step as StepName) {
    case 'personal_info':
    case 'tax_id':
      return wizard;
    case 'tax_forms':
      return ctx.requiresW2 ? '/forms/new/w4' : '/forms/new/w9';
    case 'i9_form':
      // Section 1 is the worker's part; like the tax form, the signed I-9 is shown once onboarding is done.
      return '/i9_forms/new';
    case 'direct_deposit':
      return '/direct_deposit';
    case 'employee_handbook':
      return ctx.userType === 'contractor' ? '/contractor/employee_handbook' : '/employee_handbook';
    case 'agreements':
      return AGREEMENT_ROUTE[ctx.userType] ?? '/agreements';
    case 'training':
      return '/training';
    case 'background_check':
    case 'drug_test':
    case 'health_check':
      return '/screenings';
    case 'documents':
      return '/contractor_documents';
    default:
      return wizard;
  }
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The pages a user with steps left may open: the wizard and every step's page (with what is under
 * it, such as a form being filled in). Everything else sends them to /onboard/{userType}.
 */
export function isOnboardingPath(path: string, ctx: StepContext): boolean {
  // The screening provider returns the worker here mid-onboarding.
  if (under(path, '/onboard') || path === SCREENING_RETURN_PATH) return true;
  return (Object.keys(STEP_TITLES) as StepName[]).some((step) => {
    const route = stepRoute(step, ctx);
    // A form page's list (/forms for /forms/new/w4) is part of the step too.
    return under(path, route) || route.startsWith(`${path}/`);
  });
}
