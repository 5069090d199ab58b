import { lazy, Suspense, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OpenedOnce } from '@/web/components/opened-once';
import { ListSkeleton } from '@/web/components/states';
import { useSessionUser } from '@/web/session/session';
import { useNotificationsQuery } from './notifications-api';
import './notifications-dropdown.scss';

// The list and its actions load the first time the bell opens; the bell itself only shows the unread count.
const NotificationsPanel = lazy(() => import('./notifications-panel'));

/** The navbar's bell: the unread count; opened, the latest notifications (notifications-panel.tsx). */
export default function NotificationsDropdown() {
  const accountId = useSessionUser()?.id;
  if (accountId === undefined) return null;
  return <NotificationsMenu accountId={accountId} />;
}

function NotificationsMenu({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const list = useNotificationsQuery(accountId, { pollingInterval: 60_000, skipPollingIfUnfocused: true });
  const unread = list.data?.unread ?? 0;
  // Read at render time: the dropdown re-renders whenever it opens, so a direction changed meanwhile applies.
  const dir = typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';

  const onToggle = (next: boolean) => {
    setShow(next);
    if (next && !list.isFetching) void list.refetch();
  };

  const bellLabel = unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');

  return (
    <ThemeProvider dir={dir}>
      <Dropdown align="end" autoClose="outside" show={show} onToggle={onToggle} className="tb-notifications">
        <Dropdown.Toggle variant="link" className="tb-navbar-widget-toggle nav-link" aria-label={bellLabel} title={bellLabel}>
          <Bell size={20} aria-hidden="true" />
          {unread > 0 && (
            <span className="tb-navbar-widget-badge badge rounded-pill bg-danger" aria-hidden="true">
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </Dropdown.Toggle>
        <Dropdown.Menu className="tb-navbar-widget-menu p-0">
          <OpenedOnce show={show}>
            <Suspense fallback={<ListSkeleton rows={3} />}>
              <NotificationsPanel accountId={accountId} />
            </Suspense>
          </OpenedOnce>
        </Dropdown.Menu>
      </Dropdown>
    </ThemeProvider>
  );
}
