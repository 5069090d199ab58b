import { CheckCheck, CircleCheck, Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { notify } from '@/web/feedback/notify';
import { formatDateTime } from '@/web/i18n/i18n';
import type { Notification } from '../contract';
import { useMarkAllNotificationsReadMutation, useMarkNotificationsReadMutation, useNotificationsQuery } from './notifications-api';
import { relativeTime } from './relative-time';
import { notificationText } from './notification-text';

const KIND_ICONS: Record<Notification['kind'], LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: OctagonAlert,
};

/** What the bell opens: the latest notifications, mark one or all read. Loaded the first time it opens. */
export default function NotificationsPanel({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation();
  const list = useNotificationsQuery(accountId);
  const [markRead] = useMarkNotificationsReadMutation();
  const [markAllRead, markAll] = useMarkAllNotificationsReadMutation();
  const unread = list.data?.unread ?? 0;
  const notifications = list.data?.notifications ?? [];

  const open = async (item: Notification) => {
    if (item.isRead) return;
    try {
      await markRead({ accountId, body: { ids: [item.id] } }).unwrap();
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  const readAll = async () => {
    try {
      await markAllRead({ accountId }).unwrap();
      notify.success(t('notifications.allMarkedRead'));
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  let body;
  if (list.isLoading) body = <ListSkeleton rows={3} />;
  else if (list.isError && !list.data) body = <LoadError message={errorOf(list.error).message} onRetry={() => void list.refetch()} />;
  else if (!notifications.length) body = <EmptyState message={t('notifications.empty')} />;
  else
    body = (
      <ul className="tb-notifications-list list-unstyled mb-0" aria-label={t('notifications.title')}>
        {notifications.map((item) => {
          const Icon = KIND_ICONS[item.kind];
          const text = notificationText(t, item);
          return (
            <li key={item.id}>
              <button
                type="button"
                className={`tb-notification dropdown-item${item.isRead ? '' : ' tb-notification-unread'}`}
                onClick={() => void open(item)}
              >
                <span className={`tb-notification-icon bg-${item.kind}-subtle text-${item.kind}-emphasis`} aria-hidden="true">
                  <Icon size={18} />
                </span>
                <span className="tb-notification-text">
                  <bdi className="tb-notification-title">{text.title}</bdi>
                  <bdi className="tb-notification-body">{text.body}</bdi>
                  <time className="tb-notification-time" dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                    {relativeTime(item.createdAt, i18n.language)}
                  </time>
                </span>
                {!item.isRead && (
                  <span className="tb-notification-dot">
                    <span className="visually-hidden">{t('notifications.unread')}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <>
      <div className="tb-notifications-header">
        <h2 className="h6 mb-0">{t('notifications.title')}</h2>
        {unread > 0 && <span className="badge rounded-pill bg-primary-subtle text-primary-emphasis">{t('notifications.newCount', { count: unread })}</span>}
      </div>
      {body}
      {notifications.length > 0 && (
        <div className="tb-notifications-footer">
          <button type="button" className="btn btn-primary btn-sm w-100" onClick={() => void readAll()} disabled={!unread || markAll.isLoading}>
            {markAll.isLoading ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <CheckCheck size={16} aria-hidden="true" />}
            <span>{t('notifications.markAllRead')}</span>
          </button>
        </div>
      )}
    </>
  );
}
