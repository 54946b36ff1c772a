import { MESSAGE_RECORD_TYPES } from './kinds';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** The latest conversation first; a record's page links to the list narrowed to that record. */
export const conversationsQuery = {
  filters: {
    record_type: { kind: 'enum', values: MESSAGE_RECORD_TYPES },
    record_id: { kind: 'uuid' },
    subject: { kind: 'text', max: 100 },
  },
  sorts: ['last_message_at'],
  defaultSort: '-last_message_at',
} as const satisfies ListQueryDescriptor;

export type ConversationQuery = ListQuery<typeof conversationsQuery>;
export type ConversationSearch = ListSearch<typeof conversationsQuery>;
