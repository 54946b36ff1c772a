import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SignatureItem } from './contract';
import { DOCUMENTS, type DocumentKey } from '../../domain/onboarding/documents';
import {
  sameName,
  SIGNER_NAME_MISMATCH,
  signatureForm,
} from '../../domain/onboarding/forms/signature-form';
import { documentSignatures } from '../../server/db/schema';
import { fieldError } from '../../server/kit/form';
import type { OwnFormServer } from '../../server/kit/own-form';
import { completeStep } from '../../server/onboarding/complete-step';
import { originOf } from '../../server/kit/workflow/origin';

type Input = z.infer<ReturnType<typeof signatureForm>['input']>;

export const documentHash = (key: DocumentKey) =>
  createHash('sha256').update(DOCUMENTS[key].text, 'utf8').digest('hex');

/**
 * Signing a document: the typed name must be the signer's own; the signature keeps the signer, the
 * time, the IP and user agent, and the hash of the text signed. Signing the same text again changes
 * nothing; the step the document belongs to is completed in the same transaction.
 */
export const signatureServer = (key: DocumentKey): OwnFormServer<Input, SignatureItem> => ({
  load: async (db, user) => {
    const hash = documentHash(key);
    const [row] = await db
      .select()
      .from(documentSignatures)
      .where(
        and(
          eq(documentSignatures.user_id, user.id),
          eq(documentSignatures.document, key),
          eq(documentSignatures.document_hash, hash),
        ),
      )
      .orderBy(desc(documentSignatures.signed_at))
      .limit(1);
    const doc = DOCUMENTS[key];
    return {
      document: key,
      title: doc.title,
      text: doc.text,
      document_hash: hash,
      signer_name: row?.signer_name ?? null,
      signed_at: row?.signed_at.toISOString() ?? null,
      agree: Boolean(row),
    };
  },
  save: async (tx, user, input, origin, deliverTo) => {
    if (!sameName(input.signer_name, user)) throw fieldError('signer_name', SIGNER_NAME_MISMATCH);
    await tx
      .insert(documentSignatures)
      .values({
        user_id: user.id,
        document: key,
        document_hash: documentHash(key),
        signer_name: input.signer_name.trim(),
        signed_at: origin.now,
        ip: origin.ip,
        user_agent: origin.userAgent,
      })
      .onConflictDoNothing();
    await completeStep(tx, user.id, DOCUMENTS[key].step, {
      origin: originOf(user, origin),
      deliverTo,
    });
  },
});
