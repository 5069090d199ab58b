import { useCallback, useState } from 'react';
import type { Contact } from '../contract';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/web/components/drawer';
import { useSearchParams } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { useChatProfileQuery, useChatsAndContactsQuery } from './chat-api';
import { ChatConversation } from './chat-conversation';
import { ChatSidebar } from './chat-sidebar';
import { ProfileSidebar } from './profile-sidebar';
import { useChatLive } from './use-chat-live';
import { useDebouncedValue } from './use-debounced-value';
import './chat.scss';

/** The Chat app: your chats and contacts on the side, one conversation, live while the page is open. */
export default function ChatPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.title'));
  const [params, setParams] = useSearchParams();
  const activeContactId = Number(params.get('contact')) || null;
  const [drawer, setDrawer] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  // Everyone (the open chat is always found here) and, while searching, what the server matched.
  const lists = useChatsAndContactsQuery('');
  const found = useChatsAndContactsQuery(q, { skip: !q });
  // Until a search's first answer comes, the lists stay as they were (marked busy) rather than blinking to a
  // skeleton: a click on a person already there still lands on them.
  const shown = q && (found.data || found.error) ? found : lists;
  // The person picked from a search: they stay open when the search changes.
  const [picked, setPicked] = useState<Contact | null>(null);
  const { data: profile } = useChatProfileQuery();

  const chatsContacts = lists.data?.chatsContacts ?? [];
  const contacts = lists.data?.contacts ?? [];
  const activeChat = chatsContacts.find((c) => c.id === activeContactId) ?? found.data?.chatsContacts.find((c) => c.id === activeContactId);
  const activeContact = activeChat ?? contacts.find((c) => c.id === activeContactId) ?? (picked?.id === activeContactId ? picked : undefined);
  useChatLive(activeChat?.chat.id, activeContactId);

  const select = useCallback(
    (contact: Contact) => {
      setPicked(contact);
      setParams({ contact: String(contact.id) });
      setDrawer(false);
    },
    [setParams],
  );

  const sidebar = (
    <ChatSidebar
      profile={profile}
      chatsContacts={shown.data?.chatsContacts ?? []}
      contacts={shown.data?.contacts ?? []}
      search={search}
      onSearch={setSearch}
      searching={!!q && found.isFetching}
      loading={shown.isLoading}
      error={shown.error ? errorOf(shown.error).message : undefined}
      onRetry={() => void shown.refetch()}
      activeContactId={activeContactId}
      onSelect={select}
      onOpenProfile={() => {
        setDrawer(false);
        setProfileOpen(true);
      }}
    />
  );

  return (
    <>
      <h1 className="h4 mb-3">{t('chat.title')}</h1>
      <div className="card tb-chat">
        <aside className="d-none d-lg-flex tb-chat-aside" aria-label={t('chat.sidebarLabel')}>
          {sidebar}
        </aside>
        <Drawer show={drawer} onHide={() => setDrawer(false)} title={t('chat.sidebarLabel')} className="d-lg-none tb-chat-drawer" bodyClassName="p-0 d-flex">
          {sidebar}
        </Drawer>

        {activeContact ? (
          <ChatConversation key={activeContact.id} contact={activeContact} chatId={activeChat?.chat.id} me={profile} onOpenChats={() => setDrawer(true)} />
        ) : (
          <section className="tb-chat-main tb-chat-start" aria-label={t('chat.startTitle')}>
            <MessagesSquare size={48} aria-hidden="true" className="text-primary" />
            <h2 className="h5 mb-0">{t('chat.startTitle')}</h2>
            <p className="text-body-secondary mb-0">{t('chat.startText')}</p>
            <button type="button" className="btn btn-primary d-lg-none" onClick={() => setDrawer(true)}>
              {t('chat.startAction')}
            </button>
          </section>
        )}
      </div>
      <ProfileSidebar profile={profile} show={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}
