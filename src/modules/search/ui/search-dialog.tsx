import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { LoadError } from '@/web/components/states';
import { notify } from '@/web/feedback/notify';
import type { MenuLink } from '@/web/layout/menu-types';
import { SEARCH_LIMIT } from '../routes';
import { useMainSearchQuery, useToggleBookmarkMutation } from './search-api';
import { ContactItem, FileItem, PageItem } from './search-items';
import './search-dialog.scss';

export interface SearchDialogProps {
  show: boolean;
  onHide: () => void;
  accountId: number;
  /** The pages this person may open (the app's route table). */
  pages: MenuLink[];
  /** Those of them bookmarked, in bookmark order. */
  bookmarks: MenuLink[];
}

/** Lower case without accents: "Facturación" is found by "facturacion". */
const fold = (text: string, language: string) => text.toLocaleLowerCase(language).normalize('NFD').replace(/\p{M}/gu, '');

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="tb-search-group">
      <h3 id={id} className="tb-search-group-title">
        {title}
      </h3>
      <ul className="list-unstyled m-0">{children}</ul>
    </section>
  );
}

/**
 * The navbar search: pages (matched here, in the UI language), files and contacts (from the server, debounced),
 * at most four of each. Arrows move through the results of every group, Enter opens, Escape closes.
 */
export default function SearchDialog({ show, onHide, accountId, pages, bookmarks }: SearchDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const q = text.trim();
  const settled = useDebounced(q, 250);
  const server = useMainSearchQuery(settled, { skip: !settled });
  const [toggle, toggling] = useToggleBookmarkMutation();

  const bookmarked = new Set(bookmarks.map((page) => page.path));
  const term = fold(q, i18n.language);
  const foundPages = q ? pages.filter((page) => fold(t(page.titleKey), i18n.language).includes(term)).slice(0, SEARCH_LIMIT) : bookmarks;
  const groups = settled && settled === q && server.currentData ? server.currentData.searchArr : [];
  const files = groups.find((group) => group.groupTitle === 'files')?.data ?? [];
  const contacts = groups.find((group) => group.groupTitle === 'contacts')?.data ?? [];
  const pending = Boolean(q) && (settled !== q || server.isFetching);
  const count = foundPages.length + files.length + contacts.length;

  const toggleBookmark = async (page: MenuLink) => {
    const title = t(page.titleKey);
    try {
      const { isBookmarked } = await toggle({ id: page.path, accountId }).unwrap();
      notify.success(isBookmarked ? t('search.bookmarked', { title }) : t('search.unbookmarked', { title }));
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  // Up and down go through every result of every group; past either end, back to the field.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(results.current?.querySelectorAll<HTMLElement>('[data-search-item]') ?? [])];
    if (event.key === 'Enter' && event.target === input.current) {
      event.preventDefault();
      items[0]?.click();
      return;
    }
    if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || items.length === 0) return;
    event.preventDefault();
    const active = document.activeElement;
    const at = items.findIndex((item) => item === active || item.parentElement?.contains(active));
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = at === -1 ? (step === 1 ? 0 : items.length - 1) : at + step;
    if (next < 0 || next >= items.length) input.current?.focus();
    else items[next].focus();
  };

  let body: ReactNode;
  if (!q && bookmarks.length === 0) body = <p className="tb-search-hint">{t('search.hint')}</p>;
  else
    body = (
      <>
        {foundPages.length > 0 && (
          <Group title={q ? t('search.pages') : t('search.bookmarks')}>
            {foundPages.map((page) => (
              <PageItem key={page.path} page={page} isBookmarked={bookmarked.has(page.path)} busy={toggling.isLoading} onOpen={onHide} onToggle={() => void toggleBookmark(page)} />
            ))}
          </Group>
        )}
        {files.length > 0 && (
          <Group title={t('search.files')}>
            {files.map((file, i) => (
              <FileItem key={`${file.title}-${i}`} file={file} />
            ))}
          </Group>
        )}
        {contacts.length > 0 && (
          <Group title={t('search.contacts')}>
            {contacts.map((contact) => (
              <ContactItem key={contact.id} contact={contact} onOpen={onHide} />
            ))}
          </Group>
        )}
        {server.isError && settled === q && <LoadError message={errorOf(server.error).message} onRetry={() => void server.refetch()} />}
        {pending && (
          <p className="tb-search-hint" aria-hidden="true">
            <span className="spinner-border spinner-border-sm me-2" />
            {t('search.searching')}
          </p>
        )}
        {q && !pending && !server.isError && count === 0 && (
          <p className="tb-search-hint">
            {t('search.nothing')} <bdi className="fw-semibold">{q}</bdi>
          </p>
        )}
      </>
    );

  return (
    <Modal show={show} onHide={onHide} onEntered={() => input.current?.focus()} onExited={() => setText('')} aria-labelledby={titleId} dialogClassName="tb-search-modal" fullscreen="sm-down">
      <div onKeyDown={onKeyDown}>
        <h2 id={titleId} className="visually-hidden">
          {t('search.title')}
        </h2>
        <div className="tb-search-field">
          <Search size={20} aria-hidden="true" />
          <input
            ref={input}
            type="search"
            className="form-control border-0 shadow-none"
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onHide}>
            {t('search.close')}
          </button>
        </div>
        <div className="tb-search-results" ref={results} aria-busy={pending}>
          {body}
        </div>
        <p className="visually-hidden" role="status">
          {q && !pending ? t('search.resultCount', { count }) : ''}
        </p>
      </div>
    </Modal>
  );
}
