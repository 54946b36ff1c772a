import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { withApiErrors } from '../../app/actors/api-error';
import { LoadError } from '../../app/components/kit/load-error';
import { SpaLink } from '../../app/components/nav/spa-link';
import { useMoment } from '../../app/features/globals/provider';
import { http } from '../../app/lib/http';
import { multipartForm } from '../../app/lib/multipart-form';
import { conversationScreen } from './chart';
import { ConversationDetail, Message } from './contract';
import { MESSAGE_MAX_CHARS, recordPath } from './kinds';

/** What the screen shows is read: the conversation's messages up to `seq`. */
const markRead = (id: string, seq: number, signal: AbortSignal) =>
  http.post(`conversations/${id}/read`, { json: { seq }, signal });

const loadConversation = fromPromise<ConversationDetail, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const detail = ConversationDetail.parse(
      await http.get(`conversations/${input.id}`, { signal }).json(),
    );
    if (detail.message_count > detail.last_read_seq)
      await markRead(input.id, detail.message_count, signal);
    return detail;
  }),
);

const fetchNewer = fromPromise<Message[], { id: string; after: number }>(({ input, signal }) =>
  withApiErrors(async () => {
    const { messages } = ConversationDetail.parse(
      await http
        .get(`conversations/${input.id}`, { searchParams: { after: input.after }, signal })
        .json(),
    );
    const newest = messages.at(-1);
    if (newest) await markRead(input.id, newest.seq, signal);
    return messages;
  }),
);

/** The message and its file as one multipart form (the server sniffs and size-limits the file). */
const sendMessage = fromPromise<
  Message,
  { id: string; client_key: string; body: string; file: File | null }
>(({ input, signal }) =>
  withApiErrors(async () =>
    Message.parse(
      await http
        .post(`conversations/${input.id}/messages`, {
          body: multipartForm(
            { body: input.body, client_key: input.client_key },
            { file: input.file },
          ),
          signal,
        })
        .json(),
    ),
  ),
);

const logic = conversationScreen.provide({
  actors: { loadConversation, fetchNewer, sendMessage },
});

const bubble = (mine: boolean) =>
  `max-w-[85%] rounded-lg px-3 py-2 text-sm ${mine ? 'ml-auto bg-brand/10 dark:bg-brand/30' : 'bg-slate-100 dark:bg-slate-800'}`;

/** The text as typed (React escapes it), with its line breaks kept. */
function Body({ text }: { text: string }) {
  return text ? <p className="whitespace-pre-wrap break-words">{text}</p> : null;
}

function Posted({ m, mine }: { m: Message; mine: boolean }) {
  const when = useMoment();
  return (
    <li className={bubble(mine)} aria-label={`${m.sender_name}, ${when(m.sent_at)}`}>
      <p className="mb-1 text-xs text-slate-600 dark:text-slate-300">
        <span className="font-medium">{mine ? 'You' : m.sender_name}</span> · {when(m.sent_at)}
      </p>
      <Body text={m.body} />
      {m.attachment && (
        <a
          href={m.attachment.file_url}
          target="_blank"
          rel="noreferrer"
          className="mt-1 inline-block text-brand underline"
        >
          {m.attachment.name}
        </a>
      )}
    </li>
  );
}

/**
 * /messages/{id}: one conversation, run by its chart (load, live updates, send with an optimistic
 * echo, retry). Bodies are plain text rendered as text; attachments open through short-lived links.
 */
export function ConversationView({ id, userId }: { id: string; userId: string }) {
  const ref = useActorRef(logic, { input: { id } });
  const s = useSelector(ref, (snapshot) => snapshot);
  const inputId = useId();
  const fileId = useId();
  const { conversation: c, messages, outbox, draft, file } = s.context;
  const tooLong = draft.trim().length > MESSAGE_MAX_CHARS;
  const top = typeof s.value === 'string' ? s.value : 'ready';
  return (
    <section data-state={top} aria-labelledby="page-title" aria-busy={s.hasTag('busy')}>
      <SpaLink href="/messages" className="text-sm text-brand underline">
        Back to messages
      </SpaLink>
      <h1 id="page-title" className="mt-2 text-xl font-semibold">
        {c?.subject ?? 'Conversation'}
      </h1>
      {s.matches('failed') && (
        <LoadError
          message={s.context.error}
          onRetry={() => ref.send({ type: 'conversation.retry' })}
        />
      )}
      {c && (
        <div className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300">
          <p>
            With{' '}
            {c.participants
              .filter((p) => p.id !== userId)
              .map((p) => `${p.name} (${p.organisation})`)
              .join(', ')}
          </p>
          {c.record && (
            <p>
              About{' '}
              <SpaLink
                href={recordPath(c.record.type, c.record.id)}
                className="text-brand underline"
              >
                {c.record.label}
              </SpaLink>
            </p>
          )}
        </div>
      )}
      {s.context.offline && (
        <p role="status" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
          Connection lost; trying again…
        </p>
      )}
      {c?.has_earlier && (
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
          Showing the latest messages.
        </p>
      )}
      {c && (
        <ol aria-label="Messages" className="mt-4 flex flex-col gap-2">
          {messages.map((m) => (
            <Posted key={m.id} m={m} mine={m.sender_user_id === userId} />
          ))}
          {outbox.map((p) => (
            <li key={p.client_key} className={bubble(true)}>
              <p className="mb-1 text-xs text-slate-600 dark:text-slate-300">
                <span className="font-medium">You</span> ·{' '}
                {p.status === 'sending' ? 'Sending…' : 'Not sent'}
              </p>
              <Body text={p.body} />
              {p.file && <p className="text-xs">{p.file.name}</p>}
              {p.status === 'failed' && (
                <div className="mt-1 flex flex-wrap items-center gap-3 text-xs">
                  <LoadError
                    look="line"
                    inline
                    message={p.error}
                    onRetry={() => ref.send({ type: 'message.retry', client_key: p.client_key })}
                    retryLabel="Retry"
                  />
                  <button
                    type="button"
                    className="underline"
                    onClick={() => ref.send({ type: 'message.discard', client_key: p.client_key })}
                  >
                    Discard
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {c && (
        <form
          className="mt-4 space-y-2 rounded-lg bg-white p-3 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
          aria-label="Reply"
          onSubmit={(e) => {
            e.preventDefault();
            ref.send({ type: 'message.send', client_key: crypto.randomUUID() });
          }}
        >
          <label htmlFor={inputId} className="block text-sm font-medium">
            Message
          </label>
          <textarea
            id={inputId}
            rows={3}
            value={draft}
            onChange={(e) => ref.send({ type: 'draft.change', value: e.target.value })}
            aria-describedby={`${inputId}-count`}
            className="block w-full rounded-md border border-slate-300 p-2 text-sm dark:border-slate-700 dark:bg-slate-950"
          />
          <p
            id={`${inputId}-count`}
            className={`text-xs ${tooLong ? 'text-red-700 dark:text-red-300' : 'text-slate-500 dark:text-slate-400'}`}
          >
            {draft.trim().length} / {MESSAGE_MAX_CHARS} characters
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <label
              htmlFor={fileId}
              className="cursor-pointer text-sm font-medium text-brand underline"
            >
              Attach a file
            </label>
            <input
              id={fileId}
              type="file"
              accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
              className="sr-only"
              onChange={(e) => {
                const picked = e.target.files?.[0];
                if (picked) ref.send({ type: 'draft.attach', file: picked });
                e.target.value = '';
              }}
            />
            {file && (
              <span className="text-sm">
                {file.name}{' '}
                <button
                  type="button"
                  className="text-brand underline"
                  onClick={() => ref.send({ type: 'draft.detach' })}
                >
                  Remove
                </button>
              </span>
            )}
            <span className="text-xs text-slate-500 dark:text-slate-400">
              An image or a PDF, at most 10 MB.
            </span>
            <button
              type="submit"
              disabled={!s.can({ type: 'message.send', client_key: 'next' })}
              className="ml-auto rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
            >
              Send
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
