import { createFileRoute } from '@tanstack/react-router';
import { NotificationPreferencesView } from '../../features/notifications/preferences-page';

export const Route = createFileRoute('/_shell/consent_settings')({
  component: NotificationPreferencesView,
});
