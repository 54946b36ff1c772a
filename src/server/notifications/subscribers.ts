import type { Subscriber } from '../events/subscriber';
import { isDaily, type EventNotification } from './kind';
import { deliverNotices } from './deliver';
import { usersChanged } from './live';
import { notificationRegistry } from './registry';

/** Every notification subscriber's name starts so: the seed drops their deliveries of its history. */
export const NOTIFICATION_SUBSCRIBER_PREFIX = 'notifications.';

const eventKinds = Object.values(notificationRegistry).filter(
  (k): k is EventNotification => !isDaily(k),
);

/**
 * One after-commit subscriber per stream type that some kind listens to: it runs every kind that names
 * the event's type. The notification's key holds the event id, so a replayed delivery writes nothing.
 */
export const notificationSubscribers: readonly Subscriber[] = [
  ...new Set(eventKinds.map((k) => k.streamType)),
].map((streamType): Subscriber => {
  const kinds = eventKinds.filter((k) => k.streamType === streamType);
  return {
    name: `${NOTIFICATION_SUBSCRIBER_PREFIX}${streamType}`,
    streamType,
    types: [...new Set(kinds.flatMap((k) => k.types))],
    async handle({ tx, deps, event, afterCommit }) {
      const changed = new Set<string>();
      for (const kind of kinds.filter((k) => k.types.includes(event.type))) {
        const notices = await kind.notices(tx, event);
        const { users } = await deliverNotices(
          tx,
          deps,
          kind,
          notices,
          `event:${event.id}`,
          event.actor_user_id,
        );
        for (const u of users) changed.add(u);
      }
      if (changed.size) afterCommit?.(() => usersChanged(deps.db, changed));
    },
  };
});
