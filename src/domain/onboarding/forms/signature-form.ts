import { z } from 'zod';
import { defineForm } from '../../resources/form';
import type { Subject } from '../../policy/capabilities';
import { DOCUMENTS, type DocumentKey } from '../documents';

export const SIGNER_NAME_MISMATCH = 'Type your full name as it appears on your profile';
export const AGREE_REQUIRED = 'Check the box to agree';

/** What signing compares the typed name to: the user's own full name, case and spacing aside. */
export const sameName = (typed: string, user: { first_name: string; last_name: string }) =>
  typed.trim().replace(/\s+/g, ' ').toLowerCase() ===
  `${user.first_name} ${user.last_name}`.trim().replace(/\s+/g, ' ').toLowerCase();

/** Signing a document by typing one's name (spec §4): who may sign it is the document's audience. */
export const signatureForm = (document: DocumentKey) => {
  const maySign = (user: Subject) => DOCUMENTS[document].signers.includes(user.user_type);
  return defineForm({
    input: z.object({
      signer_name: z
        .string()
        .trim()
        .min(1, 'Full name is required')
        .max(200, 'At most 200 characters'),
      agree: z.boolean(),
    }),
    fields: [
      { name: 'signer_name', label: 'Full name', kind: 'text', required: true, maxLength: 200 },
      { name: 'agree', label: DOCUMENTS[document].agreeLabel, kind: 'checkbox' },
    ],
    may: { create: maySign, update: maySign },
    check: (input): Record<string, string> =>
      input.agree === true ? {} : { agree: AGREE_REQUIRED },
  });
};
