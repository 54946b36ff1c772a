import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { conversationsQuery } from '../../../resources/conversations/query';
import { ConversationsListView } from '../../../resources/conversations/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/messages/')({
  validateSearch: listSearch(conversationsQuery),
  component: function Messages() {
    const { user } = useShell();
    return (
      <ConversationsListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
      />
    );
  },
});
