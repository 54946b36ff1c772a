import { z } from 'zod';
import { isAdmin } from '../../domain/policy/capabilities';
import { defineForm } from '../../domain/resources/form';

/** An admin writes the text of /terms, /privacy or /help: PATCH `/v2/platform_pages/{page}`. */
export const platformPagesForm = defineForm({
  input: z.object({
    body: z.string().trim().min(1, 'Text is required').max(50_000, 'At most 50,000 characters'),
  }),
  fields: [{ name: 'body', label: 'Text', kind: 'textarea', required: true, maxLength: 50_000 }],
  may: { create: () => false, update: isAdmin },
});
