import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import {
  benefitCoverageLabels,
  benefitCoverages,
  benefitStatuses,
  benefitStatusLabels,
  dependentRelationshipLabels,
  dependentRelationships,
} from '../../domain/payroll-config/vocabulary';
import { isContractor } from '../../domain/policy/capabilities';
import { canAddDependents, canManageBenefits } from '../../domain/policy/payroll-config';
import { optionsOf } from '../../domain/resources/employer-field';
import { contractorField } from '../../domain/resources/contractor-field';
import { defineForm } from '../../domain/resources/form';

/** The enrollment ends on or after it starts. */
export function benefitIssues(input: Record<string, unknown>): Record<string, string> {
  const { start_date: start, end_date: end } = input;
  return typeof start === 'string' && typeof end === 'string' && end < start
    ? { end_date: 'The end date is before the start date' }
    : {};
}

/** `/benefits/new` (`?id=` edits one): enrolls a worker in a plan of its employer. */
export const benefitsForm = defineForm({
  input: z.object({
    contractor_id: z.uuid('Choose a contractor'),
    plan_id: z.uuid('Choose a plan'),
    coverage: z.enum(benefitCoverages, 'Choose the coverage'),
    status: z.enum(benefitStatuses, 'Choose a status'),
    start_date: IsoDate,
    end_date: IsoDate.nullable().optional(),
  }),
  fields: [
    contractorField,
    {
      name: 'plan_id',
      label: 'Plan',
      kind: 'reference',
      apiPath: '/benefit_plans',
      sort: 'name',
      labelField: 'name',
      required: true,
      only: 'create',
    },
    {
      name: 'coverage',
      label: 'Coverage',
      kind: 'select',
      required: true,
      options: optionsOf(benefitCoverages, benefitCoverageLabels),
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      options: optionsOf(benefitStatuses, benefitStatusLabels),
    },
    { name: 'start_date', label: 'Start date', kind: 'date', required: true },
    { name: 'end_date', label: 'End date', kind: 'date' },
  ],
  may: { create: canManageBenefits, update: canManageBenefits },
  check: benefitIssues,
});

/** A dependent is born before it is added. */
export function dependentIssues(
  input: Record<string, unknown>,
  today = new Date().toISOString().slice(0, 10),
): Record<string, string> {
  const born = input.date_of_birth;
  return typeof born === 'string' && born > today
    ? { date_of_birth: 'The date of birth is in the future' }
    : {};
}

/**
 * "Add a dependent" on `/contractor/benefits` (the contractor's own) and on a benefit's page (staff
 * name the contractor): POST and PATCH `/v2/dependents`. No SSN is asked.
 */
export const dependentsForm = defineForm({
  input: z.object({
    contractor_id: z.uuid('Choose a contractor').nullable().optional(),
    first_name: z
      .string()
      .trim()
      .min(1, 'First name is required')
      .max(100, 'At most 100 characters'),
    last_name: z.string().trim().min(1, 'Last name is required').max(100, 'At most 100 characters'),
    relationship: z.enum(dependentRelationships, 'Choose the relationship'),
    date_of_birth: IsoDate,
  }),
  fields: [
    {
      name: 'contractor_id',
      label: 'Contractor',
      kind: 'reference',
      apiPath: '/contractors',
      sort: 'name',
      labelField: 'name',
      required: true,
      only: 'create',
      shownTo: (user) => !isContractor(user),
    },
    { name: 'first_name', label: 'First name', kind: 'text', required: true, maxLength: 100 },
    { name: 'last_name', label: 'Last name', kind: 'text', required: true, maxLength: 100 },
    {
      name: 'relationship',
      label: 'Relationship',
      kind: 'select',
      required: true,
      options: optionsOf(dependentRelationships, dependentRelationshipLabels),
    },
    { name: 'date_of_birth', label: 'Date of birth', kind: 'date', required: true },
  ],
  may: { create: canAddDependents, update: canManageBenefits },
  check: (input) => dependentIssues(input),
});
