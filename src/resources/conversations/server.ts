import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, ValidationIssue } from '../../domain/contracts/errors';
import {
  ConversationDetail,
  ConversationSummary,
  Message,
  MessageRecordType,
  RecipientPage,
  UploadedAttachment,
  conversationsResource,
} from './contract';
import type { User } from '../../domain/contracts/user';
import { ATTACHMENT_MAX_BYTES, MESSAGE_MAX_CHARS } from './kinds';
import { canUseMessages } from './policy';
import { conversationForm, recipientsOf } from './form';
import { PAGE_SIZE } from '../../domain/resources/list-query';
import { loadUser } from '../../server/auth/load-user';
import { sessionOf } from '../../server/auth/session';
import type { Db, Tx } from '../../server/db/client';
import {
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
  users,
} from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { withEvents } from '../../server/events/store';
import { saveUpload } from '../../server/files/save';
import { uploadContentTypes } from '../../server/files/sniff';
import { acceptFileUploads } from '../../server/files/upload-parser';
import { fieldError, fieldErrors } from '../../server/kit/form';
import { findVisible } from '../../server/kit/list';
import { registerList } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { originOf, requestOrigin } from '../../server/kit/workflow/origin';
import { ApiError, notFound } from '../../server/lib/errors';
import { uploadedFile } from '../../server/lib/multipart-body';
import { conversationsServer } from './list.server';
import { appendMessage, MESSAGE_PAGE, messageById, messagesOf } from './messages.server';
import { people, personName } from './people.server';
import { reachableBy } from './reachable.server';
import { openRecord } from './records.server';

const config = { may: { allowed: canUseMessages, message: 'You cannot use messages' } };
const tags = ['conversations'];
const IdParams = z.object({ id: z.uuid() });
/** A refused input: by field (`detail`, what a form shows by each input), or as one message (an empty file). */
const Refused = z.object({
  message: z.string().optional(),
  detail: z.array(ValidationIssue).optional(),
});

/** The conversation if the caller takes part in it; anyone else's (another tenant's) is a 404. */
async function ownConversation(db: Db, user: User, id: string) {
  const [row] = await db
    .select({ c: conversations, last_read_seq: conversationParticipants.last_read_seq })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversation_id, conversations.id),
        eq(conversationParticipants.user_id, user.id),
      ),
    )
    .where(eq(conversations.id, id));
  if (!row) throw notFound();
  return row;
}

const SendBody = z.object({
  /** Empty with an attachment; a multipart form leaves an empty field out, so it may be missing. */
  body: z
    .string()
    .trim()
    .max(MESSAGE_MAX_CHARS, `At most ${MESSAGE_MAX_CHARS} characters`)
    .default(''),
  /** The sender's own id for this message: sending it again stores it once. */
  client_key: z.uuid(),
  attachment_id: z.uuid().nullish(),
});

const RecipientQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
  sort: z.enum(['name']).default('name'),
  name: z.string().trim().max(100).optional(),
  /** Part of a name or an email address; matched server-side, so the picker never needs everyone. */
  q: z.string().trim().max(100).optional(),
});

/** `text` as a LIKE pattern matching itself anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Messages (spec §2 `/messages`, `/messages/{id}`): the caller's conversations (`GET
 * /v2/conversations`, the list kit scoped to the caller as a person), a new one with its first
 * message (`POST`), one conversation's messages (`GET /:id?after=`), a reply (`POST /:id/messages`:
 * JSON, or a multipart form whose `file` part is its attachment), an attachment (`POST /:id/attachments`, raw body, sniffed, at most 10 MB), read state
 * (`POST /:id/read`) and the people the caller may write to (`GET /v2/message_recipients`).
 * Every message is a `message.sent` event of the conversation's stream.
 */
const conversationRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  acceptFileUploads(app, ATTACHMENT_MAX_BYTES);
  /** A file stored as an attachment of the conversation, waiting for the message that sends it. */
  const saveAttachment = async (
    tx: Tx,
    user: User,
    conversationId: string,
    file: { bytes: Buffer; name: string },
  ) => {
    const saved = await saveUpload(deps, tx, {
      bytes: file.bytes,
      name: file.name,
      purpose: 'message_attachment',
      uploadedBy: user.id,
      partnerId: user.partner?.id ?? null,
      allowed: uploadContentTypes,
      maxBytes: ATTACHMENT_MAX_BYTES,
    });
    await tx
      .insert(messageAttachments)
      .values({ file_id: saved.id, conversation_id: conversationId });
    return saved;
  };
  registerList(app, deps, conversationsResource, conversationsServer, {
    path: conversationsResource.apiPath,
    summary: 'Your conversations, latest first, with how many messages you have not read',
    access: config.may,
  });

  app.get(
    '/message_recipients',
    {
      config,
      schema: {
        tags,
        summary: 'The people you may write to: those you already work with, never another tenant’s',
        querystring: RecipientQuery,
        response: { 200: RecipientPage, 403: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const q = req.query;
      const where = and(
        reachableBy(user),
        q.name ? ilike(personName, containing(q.name)) : undefined,
        q.q
          ? or(ilike(personName, containing(q.q)), ilike(users.email, containing(q.q)))
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        people(deps.db)
          .where(where)
          .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        deps.db.select({ n: count() }).from(users).where(where),
      ]);
      return {
        data: rows.map((r) => ({ ...r, label: `${r.name} (${r.organisation})` })),
        meta: { page: q.page, per_page: q.per_page, total: total?.n ?? 0 },
      };
    },
  );

  app.post(
    conversationsResource.apiPath,
    {
      config,
      schema: {
        tags,
        summary:
          'Start a conversation with someone you work with; about a record only if you both may open it',
        body: conversationForm.input,
        response: { 201: ConversationSummary, 403: ErrorBody, 404: ErrorBody, 422: Refused },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const input = req.body;
      const faults = conversationForm.check?.(input) ?? {};
      if (Object.keys(faults).length > 0) throw fieldErrors(faults);
      const wanted = recipientsOf(input);
      const field = input.recipient_ids?.length ? 'recipient_ids' : 'recipient_id';
      const found = await people(deps.db).where(and(inArray(users.id, wanted), reachableBy(user)));
      // One out of reach refuses them all, without saying which: it may be another tenant's person.
      if (found.length !== wanted.length)
        throw fieldError(
          field,
          wanted.length > 1 ? 'Choose people you work with' : 'Choose someone you work with',
        );
      if (input.record_type && input.record_id) {
        // The sender's own view of the record: one they cannot open is not found.
        const record = await openRecord(deps.db, user, input.record_type, input.record_id);
        if (!record) throw notFound();
        for (const recipient of found) {
          const them = await loadUser(deps.db, recipient.id);
          if (!them || !(await openRecord(deps.db, them, input.record_type, input.record_id)))
            throw fieldError(
              field,
              `${recipient.name} cannot open this ${input.record_type}, so a conversation about it cannot include them`,
            );
        }
      }
      const origin = originOf(user, requestOrigin(req, deps));
      const id = await withEvents(deps.db, async (tx) => {
        const [created] = await tx
          .insert(conversations)
          .values({
            subject: input.subject,
            record_type: input.record_type ?? null,
            record_id: input.record_id ?? null,
            started_by_user_id: user.id,
            created_at: origin.occurredAt,
            last_message_at: origin.occurredAt,
          })
          .returning({ id: conversations.id });
        const conversationId = created!.id;
        await tx
          .insert(conversationParticipants)
          .values([
            { conversation_id: conversationId, user_id: user.id },
            ...found.map((r) => ({ conversation_id: conversationId, user_id: r.id })),
          ]);
        await appendMessage(
          tx,
          {
            conversationId,
            senderId: user.id,
            clientKey: randomUUID(),
            body: input.body,
            attachmentId: null,
            origin,
          },
          deps.subscribers,
        );
        return conversationId;
      });
      const row = await findVisible(deps.db, user, conversationsServer, id);
      return reply.status(201).send(conversationsServer.toDto(row!, user));
    },
  );

  app.get(
    `${conversationsResource.apiPath}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `A conversation you take part in: the newest ${MESSAGE_PAGE} messages, or those after ?after=`,
        params: IdParams,
        querystring: z.object({ after: z.coerce.number().int().min(0).optional() }),
        response: { 200: ConversationDetail, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const { c, last_read_seq } = await ownConversation(deps.db, user, req.params.id);
      const [record, members, list] = await Promise.all([
        c.record_type && c.record_id
          ? openRecord(deps.db, user, MessageRecordType.parse(c.record_type), c.record_id)
          : null,
        people(deps.db)
          .innerJoin(conversationParticipants, eq(conversationParticipants.user_id, users.id))
          .where(eq(conversationParticipants.conversation_id, c.id))
          .orderBy(asc(users.last_name), asc(users.first_name)),
        messagesOf(deps, c.id, req.query.after),
      ]);
      return {
        id: c.id,
        subject: c.subject,
        record,
        participants: members.map(({ id, name, organisation }) => ({ id, name, organisation })),
        message_count: c.message_count,
        last_read_seq,
        messages: list,
        has_earlier: req.query.after === undefined && (list[0]?.seq ?? 1) > 1,
      };
    },
  );

  app.post(
    `${conversationsResource.apiPath}/:id/messages`,
    {
      config: {
        ...config,
        openapiFiles: { file: 'An attachment, checked like an upload: at most 10 MB' },
      },
      schema: {
        tags,
        summary:
          'Send a message (plain text, an attachment, or both): JSON naming an uploaded attachment, or a multipart form with the file in `file`; the same client_key again stores it once',
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParams,
        body: SendBody,
        response: {
          201: Message,
          403: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          422: Refused,
        },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const { c } = await ownConversation(deps.db, user, req.params.id);
      const { body, client_key, attachment_id } = req.body;
      const file = uploadedFile(req, 'file');
      if (!body && !attachment_id && !file) throw fieldError('body', 'Message is required');
      const origin = originOf(user, requestOrigin(req, deps));
      const id = await withEvents(deps.db, async (tx) => {
        // A retried send (same client_key) is answered by the stored message: its file is not stored twice.
        const [sent] = file
          ? await tx
              .select({ id: messages.id })
              .from(messages)
              .where(and(eq(messages.sender_user_id, user.id), eq(messages.client_key, client_key)))
          : [];
        const attached = file && !sent ? await saveAttachment(tx, user, c.id, file) : null;
        return appendMessage(
          tx,
          {
            conversationId: c.id,
            senderId: user.id,
            clientKey: client_key,
            body,
            attachmentId: attached?.id ?? attachment_id ?? null,
            origin,
          },
          deps.subscribers,
        );
      });
      return reply.status(201).send(await messageById(deps, id));
    },
  );

  app.post(
    `${conversationsResource.apiPath}/:id/attachments`,
    {
      config,
      schema: {
        tags,
        summary:
          'Upload a file (image or PDF, at most 10 MB) as the raw body, to attach to your next message',
        params: IdParams,
        querystring: z.object({ name: z.string().trim().min(1).max(200).default('attachment') }),
        response: {
          201: UploadedAttachment,
          403: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          422: Refused,
        },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const { c } = await ownConversation(deps.db, user, req.params.id);
      const bytes = req.body;
      if (!Buffer.isBuffer(bytes))
        throw new ApiError(415, 'Send the file itself as the body: a PDF or an image');
      const file = await deps.db.transaction((tx) =>
        saveAttachment(tx, user, c.id, { bytes, name: req.query.name }),
      );
      return reply.status(201).send({ id: file.id, name: file.original_name });
    },
  );

  app.post(
    `${conversationsResource.apiPath}/:id/read`,
    {
      config,
      schema: {
        tags,
        summary:
          'Mark the conversation read up to message number `seq` (read state never goes back)',
        params: IdParams,
        body: z.object({ seq: z.number().int().min(0) }),
        response: {
          200: z.object({ last_read_seq: z.number().int() }),
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      const { c } = await ownConversation(deps.db, user, req.params.id);
      const upTo = Math.min(req.body.seq, c.message_count);
      const [row] = await deps.db
        .update(conversationParticipants)
        .set({ last_read_seq: sql`greatest(${conversationParticipants.last_read_seq}, ${upTo})` })
        .where(
          and(
            eq(conversationParticipants.conversation_id, c.id),
            eq(conversationParticipants.user_id, user.id),
          ),
        )
        .returning({ last_read_seq: conversationParticipants.last_read_seq });
      return { last_read_seq: row!.last_read_seq };
    },
  );
};

export const conversationsPart: ResourceServerPart = {
  routes: conversationRoutes,
  subscribers: [],
};
