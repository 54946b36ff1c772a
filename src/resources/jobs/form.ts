import { z } from 'zod';
import { jobClassificationLabel, jobClassifications } from '../../domain/jobs/classifications';
import { isAdmin, isPartner } from '../../domain/policy/capabilities';
import { canAddJobs, choosableJobClassifications } from '../../domain/policy/org-data';
import { defineForm } from '../../domain/resources/form';
import { workersCompCodeChoices } from '../../domain/resources/workers-comp-choices';

/**
 * `/jobs/create` and its edit (`?id=`): POST and PATCH `/v2/jobs` (spec §3 Job). A client owner's
 * job is its company's; a partner's is its own, for every client or one; an admin names the partner
 * or the client. Canada's classification is offered and accepted only where spec §5 shows Canada.
 */
export const jobsForm = defineForm({
  input: z.object({
    title: z.string().trim().min(1, 'Title is required').max(100, 'At most 100 characters'),
    classification: z.enum(jobClassifications, 'Choose a classification'),
    workers_comp_code: z
      .string()
      .trim()
      .max(10, 'At most 10 characters')
      .regex(/^[A-Za-z0-9-]*$/, 'Use letters, digits and dashes')
      .nullable()
      .optional(),
    salaried: z.boolean().optional(),
    is_travel: z.boolean().optional(),
    client_id: z.uuid('Choose a client').nullable().optional(),
    partner_id: z.uuid('Choose a partner').nullable().optional(),
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 100 },
    {
      name: 'classification',
      label: 'Classification',
      kind: 'select',
      required: true,
      options: (user) =>
        choosableJobClassifications(user).map((c) => ({
          value: c,
          label: jobClassificationLabel(c),
        })),
    },
    {
      name: 'workers_comp_code',
      label: 'Workers comp code',
      kind: 'select',
      options: (_user, preloaded) => workersCompCodeChoices(preloaded.workers_comp_codes),
      hint: 'The class code; its rate follows the state of the work location',
    },
    {
      name: 'salaried',
      label: 'Salaried',
      kind: 'checkbox',
      hint: 'Paid a salary rather than by the hour.',
    },
    { name: 'is_travel', label: 'Travel', kind: 'checkbox', hint: 'The job involves travel.' },
    {
      name: 'partner_id',
      label: 'Partner',
      kind: 'reference',
      apiPath: '/partners',
      sort: 'entity_name',
      labelField: 'entity_name',
      only: 'create',
      shownTo: isAdmin,
      hint: 'Whose job it is, when it is not one client’s',
    },
    {
      name: 'client_id',
      label: 'For client',
      kind: 'reference',
      apiPath: '/clients',
      sort: 'entity_name',
      labelField: 'entity_name',
      only: 'create',
      shownTo: (user) => isAdmin(user) || isPartner(user),
      hint: 'Leave empty for a job every client may use',
    },
  ],
  may: { create: canAddJobs, update: canAddJobs },
});
