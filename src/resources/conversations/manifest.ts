import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { conversationScreen } from './chart';

export const conversations = defineManifest({
  name: 'conversations',
  charts: [
    chartEntry(
      conversationScreen,
      'src/resources/conversations/chart.ts',
      'Conversation',
      'One conversation: load, new messages by polling with backoff, send with an optimistic echo, retry or discard what failed.',
    ),
  ],
});
