import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { markReadScreen } from './mark-read.screen';
import { preferencesScreen } from './preferences.screen';
import { unreadStreamScreen } from './unread-stream.screen';

export const notifications = defineManifest({
  name: 'notifications',
  charts: [
    chartEntry(
      unreadStreamScreen,
      'src/resources/notifications/unread-stream.screen.ts',
      'Notification bell',
      'The live unread count: a single-use ticket, the event stream, a growing wait after each loss, and resuming.',
    ),
    chartEntry(
      markReadScreen,
      'src/resources/notifications/mark-read.screen.ts',
      'Mark notifications read',
      'Mark the chosen notifications, or all, read; then the list reloads.',
    ),
    chartEntry(
      preferencesScreen,
      'src/resources/notifications/preferences.screen.ts',
      'Notification settings',
      'Mail choices per kind of notification: load, then save each change.',
    ),
  ],
});
