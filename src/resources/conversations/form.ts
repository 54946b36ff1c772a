import { z } from 'zod';
import { MessageRecordType } from './contract';
import { MAX_RECIPIENTS, MESSAGE_MAX_CHARS, SUBJECT_MAX_CHARS } from './kinds';
import { canUseMessages } from './policy';
import { defineForm } from '../../domain/resources/form';

/** A message's text: plain, trimmed, not empty, at most MESSAGE_MAX_CHARS (NUL is refused for every body). */
export const MessageBody = z
  .string()
  .trim()
  .min(1, 'Message is required')
  .max(MESSAGE_MAX_CHARS, `At most ${MESSAGE_MAX_CHARS} characters`);

/** Everyone a new conversation's input names, once each. */
export function recipientsOf(input: Record<string, unknown>): string[] {
  const many = Array.isArray(input.recipient_ids) ? input.recipient_ids : [];
  const one =
    typeof input.recipient_id === 'string' && input.recipient_id ? [input.recipient_id] : [];
  return [...new Set([...one, ...many].filter((v): v is string => typeof v === 'string'))];
}

/** A new conversation and its first message: `POST /v2/conversations`; a record's page fixes what it is about. */
export const conversationForm = defineForm({
  input: z.object({
    /** One person (`recipient_id`, for API callers), or several (the form's `recipient_ids`); at least one in all. */
    recipient_id: z.uuid('Choose whom to write to').nullish(),
    recipient_ids: z
      .array(z.uuid('Choose whom to write to'))
      .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} people`)
      .nullish(),
    subject: z
      .string()
      .trim()
      .min(1, 'Subject is required')
      .max(SUBJECT_MAX_CHARS, `At most ${SUBJECT_MAX_CHARS} characters`),
    body: MessageBody,
    record_type: MessageRecordType.nullish(),
    record_id: z.uuid().nullish(),
  }),
  fields: [
    {
      name: 'recipient_ids',
      label: 'To',
      kind: 'references',
      apiPath: '/message_recipients',
      labelField: 'label',
      max: MAX_RECIPIENTS,
      required: true,
      hint: `Up to ${MAX_RECIPIENTS} people you work with, found by name or email.`,
    },
    {
      name: 'subject',
      label: 'Subject',
      kind: 'text',
      required: true,
      maxLength: SUBJECT_MAX_CHARS,
    },
    {
      name: 'body',
      label: 'Message',
      kind: 'textarea',
      required: true,
      maxLength: MESSAGE_MAX_CHARS,
    },
  ],
  check: (input): Record<string, string> => ({
    ...((input.record_type == null) !== (input.record_id == null) && {
      record_id: 'Name both the kind of record and the record',
    }),
    ...(recipientsOf(input).length === 0 && { recipient_id: 'Choose whom to write to' }),
    ...(recipientsOf(input).length > MAX_RECIPIENTS && {
      recipient_ids: `At most ${MAX_RECIPIENTS} people`,
    }),
  }),
  // Conversations are started here and continued by sending; nothing of one is edited.
  may: { create: canUseMessages, update: () => false },
});
