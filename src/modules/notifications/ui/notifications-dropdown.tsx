import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { Bell, CheckCheck, CircleCheck, Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { notify } from '@/web/feedback/notify';
import { useSessionUser } from '@/web/session/session';
import type { Notification } from '../contract';
import { useMarkAllNotificationsReadMutation, useMarkNotificationsReadMutation, useNotificationsQuery } from './notifications-api';
import { relativeTime } from './relative-time';
import './notifications-dropdown.scss';

const KIND_ICONS: Record<Notification['kind'], LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: OctagonAlert,
};

/** The navbar's bell: unread count, the latest notifications, mark one or all read. */
export default function NotificationsDropdown() {
  const accountId = useSessionUser()?.id;
  if (accountId === undefined) return null;
  return <NotificationsMenu accountId={accountId} />;
}

function NotificationsMenu({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation();
  const [show, setShow] = useState(false);
  const list = useNotificationsQuery(accountId, { pollingInterval: 60_000, skipPollingIfUnfocused: true });
  const [markRead] = useMarkNotificationsReadMutation();
  const [markAllRead, markAll] = useMarkAllNotificationsReadMutation();

  const unread = list.data?.unread ?? 0;
  const notifications = list.data?.notifications ?? [];
  // Read at render time: the dropdown re-renders whenever it opens, so a direction changed meanwhile applies.
  const dir = typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';

  const onToggle = (next: boolean) => {
    setShow(next);
    if (next && !list.isFetching) void list.refetch();
  };

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
                  <span className="tb-notification-title">{item.title}</span>
                  <span className="tb-notification-body">{item.body}</span>
                  <time className="tb-notification-time" dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString(i18n.language)}>
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

  const bellLabel = unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');

  return (
    <ThemeProvider dir={dir}>
      <Dropdown align="end" autoClose="outside" show={show} onToggle={onToggle} className="tb-notifications">
        <Dropdown.Toggle variant="link" className="tb-notifications-toggle nav-link" aria-label={bellLabel} title={bellLabel}>
          <Bell size={20} aria-hidden="true" />
          {unread > 0 && (
            <span className="tb-notifications-badge badge rounded-pill bg-danger" aria-hidden="true">
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </Dropdown.Toggle>
        <Dropdown.Menu className="tb-notifications-menu p-0">
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
        </Dropdown.Menu>
      </Dropdown>
    </ThemeProvider>
  );
}
