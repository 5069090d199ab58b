import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/web/components/drawer';
import { Menu, RefreshCw, Search } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { ListStates } from '@/web/components/states';
import { LoadMore } from '@/web/components/load-more';
import { formatDateTime } from '@/web/i18n/i18n';
import { notify } from '@/web/feedback/notify';
import type { Email } from '../contract';
import { emptySeed, type ComposeSeed } from './compose-seed';
import { useEmailsInfiniteQuery, useLazyPaginateEmailQuery } from './email-api';
import { EmailDetail } from './email-detail';
import { EmailRow } from './email-row';
import { EmailSidebar } from './email-sidebar';
import { MailActions, type MailAction } from './mail-actions';
import { useEmailFilters } from './use-email-filters';
import { useMailActions } from './use-mail-actions';
import './email.scss';

// TipTap comes with the compose window, the first time someone opens it.
const ComposeWindow = lazy(() => import('./compose-window'));

const NOTHING = new Set<number>();
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The mail app: folders and labels on the side, the list with bulk actions, or one open mail; compose in a window. */
export default function EmailPage() {
  const { t } = useTranslation();
  const { filters, openId, update } = useEmailFilters();
  const [search, setSearch] = useState(filters.q);
  // The selection belongs to one view: a new folder, label or search starts with nothing selected.
  const viewKey = `${filters.folder}|${filters.label ?? ''}|${filters.q}`;
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: viewKey, ids: new Set() });
  const selected = selection.key === viewKey ? selection.ids : NOTHING;
  const setSelected = (next: Set<number> | ((current: Set<number>) => Set<number>)) =>
    setSelection((s) => ({ key: viewKey, ids: typeof next === 'function' ? next(s.key === viewKey ? s.ids : NOTHING) : next }));
  const [drawer, setDrawer] = useState(false);
  const [compose, setCompose] = useState<ComposeSeed | null>(null);
  const query = { folder: filters.folder, label: filters.label, q: filters.q || undefined };
  const { data, isLoading, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, error, refetch } = useEmailsInfiniteQuery(query);
  const [paginate] = useLazyPaginateEmailQuery();
  const act = useMailActions();

  useEffect(() => {
    document.title = `${t('email.title')} · Tablero`;
  }, [t]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() !== filters.q) update({ q: search.trim() || undefined, mail: undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, filters.q, update]);

  // A mail that moved between two page reads could come twice; it is shown once, where it was first seen.
  const emails = useMemo(() => {
    const seen = new Set<number>();
    return (data?.pages ?? []).flatMap((page) => page.emails).filter((mail) => !seen.has(mail.id) && seen.add(mail.id));
  }, [data]);
  const chosen = emails.filter((m) => selected.has(m.id));
  const allChosen = emails.length > 0 && chosen.length === emails.length;

  const toggle = (mail: Email) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(mail.id)) next.delete(mail.id);
      else next.add(mail.id);
      return next;
    });
  const bulk = async (action: MailAction) => {
    if (await act(chosen, action)) if (action.kind === 'move') setSelected(new Set());
  };
  const open = (mail: Email) => {
    if (mail.folder === 'draft') setCompose({ id: mail.id, to: mail.to.map((p) => p.email).join(', '), cc: mail.cc.join(', '), bcc: mail.bcc.join(', '), subject: mail.subject, message: mail.message });
    else update({ mail: mail.id }, false);
  };
  const onDetailAction = async (mail: Email, action: MailAction) => {
    const done = await act([mail], action);
    // A mail that leaves the list, or is marked unread, closes.
    if (done && (action.kind === 'move' || (action.kind === 'read' && !action.value))) update({ mail: undefined });
  };
  const neighbour = async (mail: Email, dir: 'previous' | 'next') => {
    try {
      const next = await paginate({ ...query, dir, emailId: mail.id }).unwrap();
      update({ mail: next.id });
    } catch (e) {
      notify.error(errorOf(e).status === 404 ? t('email.noNeighbour') : errorOf(e).message);
    }
  };
  const reply = (mail: Email, kind: 'reply' | 'forward') => {
    const when = formatDateTime(mail.time);
    const quote = `<p></p><p>${escape(t('email.quoteHeader', { name: mail.from.name, email: mail.from.email, date: when }))}</p><blockquote>${mail.message}</blockquote>`;
    const strip = mail.subject.replace(/^(re|fwd?|rv):\s*/i, '');
    if (kind === 'reply') setCompose({ ...emptySeed, to: mail.from.email, subject: `Re: ${strip}`, message: quote, replyTo: mail.id });
    else setCompose({ ...emptySeed, subject: `Fwd: ${strip}`, message: quote });
  };
  const changeView = (changes: { folder?: string; label?: string }) => {
    update({ ...changes, mail: undefined }, false);
    setDrawer(false);
  };

  const sidebar = <EmailSidebar filters={filters} meta={data?.pages[0]?.emailsMeta} onChange={changeView} onCompose={() => setCompose(emptySeed)} />;
  const emptyKey = filters.q ? 'email.empty.search' : filters.label ? 'email.empty.label' : `email.empty.${filters.folder}`;

  return (
    <>
      <h1 className="h4 mb-3">{t('email.title')}</h1>
      <div className="card tb-email tb-split">
        <div className="d-none d-lg-block tb-split-aside">{sidebar}</div>
        <Drawer show={drawer} onHide={() => setDrawer(false)} title={t('email.foldersAndLabels')} className="d-lg-none" bodyClassName="p-0">
          {sidebar}
        </Drawer>

        <section className="tb-split-main" aria-label={t(`email.folders.${filters.folder}`)}>
          {openId ? (
            <EmailDetail id={openId} filters={filters} onBack={() => update({ mail: undefined })} onNeighbour={(m, d) => void neighbour(m, d)} onAction={(m, a) => void onDetailAction(m, a)} onReply={reply} />
          ) : (
            <>
              <div className="tb-email-toolbar">
                <button type="button" className="btn-icon d-lg-none" aria-label={t('email.openFolders')} onClick={() => setDrawer(true)}>
                  <Menu size={20} aria-hidden="true" />
                </button>
                <div className="tb-email-search">
                  <Search size={18} aria-hidden="true" />
                  <input type="search" className="form-control border-0 shadow-none" placeholder={t('email.searchPlaceholder')} aria-label={t('email.searchLabel')} value={search} onChange={(e) => setSearch(e.target.value)} />
                </div>
              </div>
              <div className="tb-email-toolbar">
                <input
                  type="checkbox"
                  className="form-check-input m-0"
                  aria-label={t('email.selectAll')}
                  checked={allChosen}
                  ref={(el) => {
                    if (el) el.indeterminate = chosen.length > 0 && !allChosen;
                  }}
                  disabled={emails.length === 0}
                  onChange={() => setSelected(allChosen ? new Set() : new Set(emails.map((m) => m.id)))}
                />
                {chosen.length > 0 ? (
                  <>
                    <span className="small text-body-secondary text-nowrap">{t('email.selectedCount', { count: chosen.length })}</span>
                    <div className="ms-auto">
                      <MailActions current={filters.folder === 'starred' ? undefined : filters.folder} allRead={chosen.every((m) => m.isRead)} allStarred={chosen.every((m) => m.isStarred)} onAction={(a) => void bulk(a)} />
                    </div>
                  </>
                ) : (
                  <button type="button" className="btn-icon ms-auto" aria-label={t('email.refresh')} onClick={() => void refetch()}>
                    <RefreshCw size={18} aria-hidden="true" />
                  </button>
                )}
              </div>
              <ListStates
                result={{ isLoading, isFetching, error: isFetchNextPageError ? undefined : error, refetch }}
                isEmpty={emails.length === 0}
                empty={{
                  message: t(emptyKey),
                  action: (
                    <button type="button" className="btn btn-primary" onClick={() => setCompose(emptySeed)}>
                      {t('email.compose.open')}
                    </button>
                  ),
                }}
              >
                <ul className="tb-email-list" aria-label={t('email.listLabel')}>
                  {emails.map((mail) => (
                    <EmailRow key={mail.id} mail={mail} selected={selected.has(mail.id)} onSelect={toggle} onOpen={open} onStar={(m) => void act([m], { kind: 'star', value: !m.isStarred })} />
                  ))}
                </ul>
                <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} failed={isFetchNextPageError} onLoadMore={() => void fetchNextPage()} />
              </ListStates>
            </>
          )}
        </section>
      </div>
      {compose && (
        <Suspense fallback={null}>
          <ComposeWindow seed={compose} onClose={() => setCompose(null)} />
        </Suspense>
      )}
    </>
  );
}
