import { z } from 'zod';
import { employerField, employerInput, optionsOf } from '../../domain/resources/employer-field';
import { defineForm } from '../../domain/resources/form';
import { canKeepDocumentTemplates } from './policy';
import {
  TEMPLATE_FIELDS,
  TEMPLATE_KIND_LABELS,
  TEMPLATE_KINDS,
  unknownTemplateFields,
} from './template-kinds';

/** A field in braces the template cannot be filled with would reach the worker as typed. */
function templateIssues(input: Record<string, unknown>): Record<string, string> {
  if (typeof input.body !== 'string') return {};
  const unknown = unknownTemplateFields(input.body);
  return unknown.length
    ? { body: `Unknown fields: ${unknown.map((f) => `{${f}}`).join(', ')}` }
    : {};
}

/** `/document_templates/new` (`?id=` edits one): POST and PATCH `/v2/document_templates`. */
export const documentTemplatesForm = defineForm({
  input: z.object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
    kind: z.enum(TEMPLATE_KINDS, 'Choose a kind'),
    body: z.string().trim().min(1, 'The text is required').max(20_000, 'At most 20,000 characters'),
    active: z.boolean().optional(),
    ...employerInput,
  }),
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 100 },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      required: true,
      options: optionsOf(TEMPLATE_KINDS, TEMPLATE_KIND_LABELS),
    },
    {
      name: 'body',
      label: 'Text',
      kind: 'textarea',
      required: true,
      hint: `Fields filled in when used: ${TEMPLATE_FIELDS.map((f) => `{${f}}`).join(', ')}`,
    },
    { name: 'active', label: 'Active', kind: 'checkbox', only: 'update' },
    employerField,
  ],
  may: { create: canKeepDocumentTemplates, update: canKeepDocumentTemplates },
  check: templateIssues,
});
