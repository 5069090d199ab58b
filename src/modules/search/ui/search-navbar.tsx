import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/web/session/session';
import type { NavbarWidgetProps } from '@/web/web-module';
import { useBookmarksQuery } from './bookmarks-api';

// On every signed-in page: kept to the button, the shortcuts and the bookmarks. The dialog and its logic load on first
// use, or as soon as the pointer or the focus reaches the button.
const loadDialog = () => import('./load-dialog').then((step) => step.loadDialog());
const SearchDialog = lazy(loadDialog);

/** The navbar's bookmarked pages (quick links) and the search button (also Ctrl/Cmd+K, and `/` outside a text field). */
export default function SearchNavbar({ pages }: NavbarWidgetProps) {
  const { t } = useTranslation();
  const accountId = useSessionUser()?.id ?? 0;
  const [show, setShow] = useState(0);
  const saved = useBookmarksQuery(accountId, { skip: !accountId }).data?.bookmarks ?? [];
  // Only pages this person may still open, in the order they were bookmarked.
  const bookmarks = saved.flatMap(({ id }) => pages.filter((page) => page.path === id));

  // A layout effect: the shortcuts work from the moment the button shows.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { key, target } = event;
      const field = target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      const shortcut = (event.ctrlKey || event.metaKey) && !event.altKey && key.toLowerCase() === 'k';
      const slash = key === '/' && !field && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!shortcut && !slash) return;
      event.preventDefault();
      setShow(2);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const label = t('search.open');
  return (
    <>
      {bookmarks.length > 0 && (
        <nav className="d-none d-md-flex" aria-label={t('search.bookmarks')}>
          {bookmarks.map(({ path, titleKey, icon: Icon }) => (
            <Link key={path} to={path} className="btn-icon" aria-label={t(titleKey)} title={t(titleKey)}>
              <Icon size={20} aria-hidden="true" />
            </Link>
          ))}
        </nav>
      )}
      <button type="button" className="btn-icon" aria-label={label} title={`${label} (Ctrl+K, /)`} aria-keyshortcuts="Control+K Meta+K /" aria-haspopup="dialog" onPointerEnter={loadDialog} onFocus={loadDialog} onClick={() => setShow(2)}>
        <Search size={20} aria-hidden="true" />
      </button>
      {/* 0: never opened; 2: open; 1: closed again, kept mounted so it can animate out. */}
      {show > 0 && (
        <Suspense>
          <SearchDialog show={show > 1} onHide={() => setShow(1)} accountId={accountId} pages={pages} bookmarks={bookmarks} />
        </Suspense>
      )}
    </>
  );
}
