import { fromPromise } from 'xstate';
import { ConversationDetail, Message } from '../../domain/contracts/messages';
import { http } from '../lib/http';
import { multipartForm } from '../lib/multipart-form';
import { withApiErrors } from './api-error';

/** What the screen shows is read: the conversation's messages up to `seq`. */
const markRead = (id: string, seq: number, signal: AbortSignal) =>
  http.post(`conversations/${id}/read`, { json: { seq }, signal });

export const loadConversation = fromPromise<ConversationDetail, { id: string }>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const detail = ConversationDetail.parse(
        await http.get(`conversations/${input.id}`, { signal }).json(),
      );
      if (detail.message_count > detail.last_read_seq)
        await markRead(input.id, detail.message_count, signal);
      return detail;
    }),
);

export const fetchNewer = fromPromise<Message[], { id: string; after: number }>(
  ({ input, signal }) =>
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
export const sendMessage = fromPromise<
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
