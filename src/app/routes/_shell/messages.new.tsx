import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  MESSAGE_RECORD_TYPES,
  type MessageRecordType,
} from '../../../resources/conversations/kinds';
import { canUseMessages } from '../../../resources/conversations/policy';
import { conversationsResource } from '../../../resources/conversations/contract';
import { conversationForm } from '../../../resources/conversations/form';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { RECORD_LABEL } from '../../../resources/conversations/pages';
import { useShell } from '../../features/shell/shell-page';
import { oneOf, uuid, type RawSearch } from '../../lib/search-params';
import { LoadError } from '../../components/kit/load-error';

interface NewMessageSearch {
  record_type?: MessageRecordType;
  record_id?: string;
}

const savedHref = (id: string) => `/messages/${id}`;

/** A new conversation, free-standing or (from a record's Message button) about that record. */
export const Route = createFileRoute('/_shell/messages/new')({
  staticData: { specPath: '/messages' },
  validateSearch: (raw: RawSearch): NewMessageSearch => {
    const record_type = oneOf(raw.record_type, MESSAGE_RECORD_TYPES);
    const record_id = uuid(raw.record_id);
    return record_type && record_id ? { record_type, record_id } : {};
  },
  component: function NewMessage() {
    const { user } = useShell();
    const { record_type, record_id } = Route.useSearch();
    const fixed = useMemo(
      () => (record_type && record_id ? { record_type, record_id } : {}),
      [record_type, record_id],
    );
    if (!user) return null;
    if (!canUseMessages(user))
      return <LoadError look="notice" message="You cannot use messages." />;
    const about = record_type ? RECORD_LABEL[record_type].toLowerCase() : null;
    return (
      <ResourceFormView
        apiPath={conversationsResource.apiPath}
        form={conversationForm}
        user={user}
        title={about ? `New message about this ${about}` : 'New message'}
        cancelHref={
          record_type && record_id
            ? `/messages?record_type=${record_type}&record_id=${record_id}`
            : '/messages'
        }
        savedHref={savedHref}
        submitLabel="Send"
        fixed={fixed}
      />
    );
  },
});
