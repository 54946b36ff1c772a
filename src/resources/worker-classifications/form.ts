import { z } from 'zod';
import { IsoDate } from '../../domain/contracts/calendar';
import {
  CLASSIFICATION_BASES,
  CLASSIFICATION_BASIS_LABELS,
} from '../../domain/jobs/classification-bases';
import { jobClassificationLabels, jobClassifications } from '../../domain/jobs/classifications';
import {
  canOpenWorkerClassifications,
  visibleJobClassifications,
} from '../../domain/policy/capabilities';
import { contractorField } from '../../domain/resources/contractor-field';
import { optionsOf } from '../../domain/resources/employer-field';
import { defineForm } from '../../domain/resources/form';

/** `/worker_classifications/create` (`?id=` corrects one): POST and PATCH `/v2/worker_classifications`. */
export const workerClassificationsForm = defineForm({
  input: z.object({
    contractor_id: z.uuid('Choose a contractor'),
    classification: z.enum(jobClassifications, 'Choose a classification'),
    basis: z.enum(CLASSIFICATION_BASES, 'Choose the test applied'),
    reasoning: z.string().trim().min(1, 'Say why').max(5_000, 'At most 5,000 characters'),
    determined_on: IsoDate,
  }),
  fields: [
    contractorField,
    {
      name: 'classification',
      label: 'Classification',
      kind: 'select',
      required: true,
      // Spec §5: Canada stays hidden unless the user may see it.
      options: (user) =>
        visibleJobClassifications(user, jobClassifications).map((value) => ({
          value,
          label: jobClassificationLabels[value],
        })),
    },
    {
      name: 'basis',
      label: 'Test applied',
      kind: 'select',
      required: true,
      options: optionsOf(CLASSIFICATION_BASES, CLASSIFICATION_BASIS_LABELS),
    },
    {
      name: 'reasoning',
      label: 'Reasoning',
      kind: 'textarea',
      required: true,
      hint: 'The facts the test turned on: control, tools, other clients, pay by the job or the hour',
    },
    { name: 'determined_on', label: 'Decided on', kind: 'date', required: true },
  ],
  may: { create: canOpenWorkerClassifications, update: canOpenWorkerClassifications },
});
