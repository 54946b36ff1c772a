/** The records a conversation can be about; each names the page that shows it. */
export const MESSAGE_RECORD_TYPES = ['timesheet', 'invoice', 'expense'] as const;
export type MessageRecordType = (typeof MESSAGE_RECORD_TYPES)[number];

/** A record's page in the app, where a conversation about it links back to. */
export const recordPath = (type: MessageRecordType, id: string) => `/${type}s/${id}`;

/** At most this many characters a message holds; longer texts are refused, never cut. */
export const MESSAGE_MAX_CHARS = 5000;
export const SUBJECT_MAX_CHARS = 200;
/** People one conversation may start with besides its sender: a small group, not a mailing list. */
export const MAX_RECIPIENTS = 10;
/** An attachment is an image or a PDF of at most 10 MB, as receipts are. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
