import { z } from 'zod';
import {
  benefitCoverages,
  benefitKinds,
  benefitStatuses,
  dependentRelationships,
} from '../payroll-config/vocabulary';

/** A plan an employer offers, with what a pay period costs the worker and the employer. */
export const BenefitPlan = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  employer_name: z.string(),
  name: z.string(),
  kind: z.enum(benefitKinds),
  carrier: z.string(),
  employee_cost_cents: z.number().int(),
  employer_cost_cents: z.number().int(),
  created_at: z.string(),
});
export type BenefitPlan = z.infer<typeof BenefitPlan>;

/** A worker's enrollment in a plan: the `/benefits` record. */
export const Benefit = z.object({
  id: z.uuid(),
  partner_id: z.uuid().nullable(),
  eor_id: z.uuid().nullable(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  plan_id: z.uuid(),
  plan_name: z.string(),
  plan_kind: z.enum(benefitKinds),
  carrier: z.string(),
  employee_cost_cents: z.number().int(),
  employer_cost_cents: z.number().int(),
  coverage: z.enum(benefitCoverages),
  status: z.enum(benefitStatuses),
  start_date: z.string(),
  end_date: z.string().nullable(),
  created_at: z.string(),
});
export type Benefit = z.infer<typeof Benefit>;

/** A worker's dependent: name, relationship and date of birth; no SSN is kept or shown. */
export const Dependent = z.object({
  id: z.uuid(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  relationship: z.enum(dependentRelationships),
  date_of_birth: z.string(),
  created_at: z.string(),
});
export type Dependent = z.infer<typeof Dependent>;
