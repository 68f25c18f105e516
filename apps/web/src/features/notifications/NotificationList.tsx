// The acting profile's notifications, newest first, a page at a time (nextCursor), in their four states.
import type { AnyNotification, ProfileRef } from '@podium/core/api/notifications';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { NotificationDetail } from './NotificationDetail.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import styles from './NotificationList.module.css';
import { useGetNotificationsInfiniteQuery, useMarkNotificationReadMutation } from './notifications-api.ts';
import { useNotificationActions } from './use-notification-actions.ts';

export function NotificationList({ profile }: { profile: ProfileRef }) {
  const list = useGetNotificationsInfiniteQuery(profile);
  const [selected, setSelected] = useState<AnyNotification | null>(null);
  const [markRead] = useMarkNotificationReadMutation();

  /** Opening marks it seen (spec 4); a failure to mark costs nothing the person needs to hear about. */
  const open = (notification: AnyNotification) => {
    setSelected(notification);
    if (!notification.seen) {
      void markRead({ notification_id: notification._id, userType: notification.receiver.profileType })
        .unwrap()
        .catch(() => undefined);
    }
  };
  const { act, isBusy, remove } = useNotificationActions(open);

  if (list.isLoading) return <Loader label="Loading..." />;
  if (list.error !== undefined && !list.data) {
    return (
      <FailurePanel error={list.error} onRetry={list.refetch} title="We could not load your notifications" />
    );
  }
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  if (notifications.length === 0) {
    return (
      <StatePanel kind="empty" title="You have no notifications">
        Follow requests, group invites, endorsements and messages from coaches will show up here.
      </StatePanel>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Notifications">
        {notifications.map((notification) => (
          <NotificationItem
            key={notification._id}
            notification={notification}
            onSelect={open}
            onAction={(chosen, action) => void act(chosen, action)}
            isBusy={isBusy}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? 'Loading...' : 'Show older notifications'}
          </Button>
        </div>
      )}
      {selected && (
        <NotificationDetail
          notification={selected}
          onClose={() => setSelected(null)}
          onDelete={(chosen) => {
            setSelected(null);
            void remove(chosen._id);
          }}
        />
      )}
    </>
  );
}
