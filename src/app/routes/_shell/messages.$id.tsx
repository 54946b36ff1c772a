import { createFileRoute } from '@tanstack/react-router';
import { ConversationView } from '../../../resources/conversations/conversation';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/messages/$id')({
  component: function Conversation() {
    const { id } = Route.useParams();
    const { user } = useShell();
    return user ? <ConversationView key={id} id={id} userId={user.id} /> : null;
  },
});
