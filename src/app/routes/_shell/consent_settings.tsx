import { createFileRoute } from '@tanstack/react-router';
import { NotificationPreferencesView } from '../../../resources/notifications/preferences';

export const Route = createFileRoute('/_shell/consent_settings')({
  component: NotificationPreferencesView,
});
