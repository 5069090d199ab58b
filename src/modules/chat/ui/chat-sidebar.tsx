import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import type { ChatContact, Contact, ProfileUser } from '../contract';
import { personName } from '@/web/i18n/person-name';
import { listTime, roleLabel } from './chat-format';

interface ChatSidebarProps {
  profile?: ProfileUser;
  chatsContacts: ChatContact[];
  contacts: Contact[];
  /** What is typed in the search box; the lists given are already the server's matches. */
  search: string;
  onSearch: (text: string) => void;
  searching: boolean;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  activeContactId: number | null;
  onSelect: (contact: Contact) => void;
  onOpenProfile: () => void;
}

/** Your profile, a search box (searched on the server), your chats (latest first, with unseen badges) and a page of everyone else. */
export function ChatSidebar({ profile, chatsContacts: chats, contacts: others, search, onSearch, searching, loading, error, onRetry, activeContactId, onSelect, onOpenProfile }: ChatSidebarProps) {
  const { t } = useTranslation();
  const q = search.trim();

  const item = (c: Contact, extra?: ChatContact['chat']) => {
    const active = c.id === activeContactId;
    const last = extra?.lastMessage;
    return (
      <li key={c.id}>
        <button type="button" className={`tb-chat-item ${active ? 'active' : ''}`} aria-current={active ? 'true' : undefined} onClick={() => onSelect(c)}>
          <Avatar name={c.fullName} src={c.avatar} status={c.status} />
          <span className="tb-chat-item-text">
            <bdi className="tb-chat-item-name">{personName(t, c.fullName)}</bdi>
            <bdi className="tb-chat-item-sub">{last ? last.message : c.about || roleLabel(t, c.role)}</bdi>
          </span>
          {extra && (
            <span className="tb-chat-item-meta">
              {last && <time dateTime={last.time}>{listTime(last.time)}</time>}
              {extra.unseenMsgs > 0 && (
                <span className="badge rounded-pill text-bg-danger tb-chat-unseen">
                  {extra.unseenMsgs}
                  <span className="visually-hidden"> {t('chat.unseen', { count: extra.unseenMsgs })}</span>
                </span>
              )}
            </span>
          )}
        </button>
      </li>
    );
  };

  return (
    <div className="tb-chat-sidebar">
      <div className="tb-chat-sidebar-head">
        <button type="button" className="tb-chat-me" onClick={onOpenProfile} aria-label={t('chat.openProfile')}>
          <Avatar name={profile?.fullName ?? '…'} src={profile?.avatar} status={profile?.status} />
        </button>
        <div className="tb-chat-search">
          <Search size={16} aria-hidden="true" />
          <input type="search" className="form-control form-control-sm" placeholder={t('chat.searchPlaceholder')} aria-label={t('chat.searchLabel')} value={search} onChange={(e) => onSearch(e.target.value)} />
        </div>
      </div>
      <div className="tb-chat-lists" aria-busy={searching}>
        {loading ? (
          <ListSkeleton rows={6} />
        ) : error ? (
          <LoadError message={error} onRetry={onRetry} />
        ) : (
          <>
            <h2 className="tb-chat-section">{t('chat.chats')}</h2>
            {chats.length ? (
              <ul className="list-unstyled mb-3" aria-label={t('chat.chats')}>
                {chats.map((c) => item(c, c.chat))}
              </ul>
            ) : (
              <p className="tb-chat-none">{q ? t('chat.noMatch') : t('chat.noChats')}</p>
            )}
            <h2 className="tb-chat-section">{t('chat.contacts')}</h2>
            {others.length ? (
              <ul className="list-unstyled mb-0" aria-label={t('chat.contacts')}>
                {others.map((c) => item(c))}
              </ul>
            ) : (
              <EmptyState message={q ? t('chat.noMatch') : t('chat.noContacts')} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
