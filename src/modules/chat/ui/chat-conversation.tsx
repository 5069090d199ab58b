import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, SendHorizontal } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { Avatar } from '@/web/components/avatar';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { notify } from '@/web/feedback/notify';
import type { ChatMessage, Contact, ProfileUser } from '../contract';
import { MESSAGE_MAX } from '../routes';
import { useChatQuery, useOlderChatMessagesMutation, useSendChatMessageMutation } from './chat-api';
import { personName } from '@/web/i18n/person-name';
import { messageTime, roleLabel } from './chat-format';

interface ConversationProps {
  contact: Contact;
  chatId?: number;
  me?: ProfileUser;
  onOpenChats: () => void;
}

/** Consecutive messages of one sender form one group, timed by its last message. */
function groupBySender(messages: ChatMessage[]) {
  const groups: { senderId: number; messages: ChatMessage[] }[] = [];
  for (const m of messages) {
    const last = groups[groups.length - 1];
    if (last && last.senderId === m.senderId) last.messages.push(m);
    else groups.push({ senderId: m.senderId, messages: [m] });
  }
  return groups;
}

/** How close to the top (in pixels) the log asks for older messages. */
const NEAR_TOP = 80;

/**
 * One conversation: who it is with, the messages (newest at the bottom, in view) and the box to write.
 * Scrolling to the top brings older messages above, keeping what the person was reading in place.
 */
export function ChatConversation({ contact, chatId, me, onOpenChats }: ConversationProps) {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useChatQuery(chatId ?? 0, { skip: !chatId });
  const [send, { isLoading: sending }] = useSendChatMessageMutation();
  // One box, no rules but "not blank": plain state, so the page loads no form library.
  const [message, setMessage] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const [loadOlder, older] = useOlderChatMessagesMutation();
  const messages = useMemo(() => (chatId ? (data?.chat.chat ?? []) : []), [chatId, data]);
  const groups = useMemo(() => groupBySender(messages), [messages]);
  const hasOlder = !!chatId && !!data?.chat.hasOlder;
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;
  // The log's height and scroll before older messages go in above, to put the reader back where they were.
  const anchor = useRef<{ height: number; top: number } | null>(null);

  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId, contact.id]);
  useLayoutEffect(() => {
    const el = log.current;
    if (!el || !anchor.current) return;
    el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
    anchor.current = null;
  }, [oldestId]);

  const showOlder = async () => {
    const el = log.current;
    if (!chatId || !hasOlder || older.isLoading || oldestId === undefined || !el) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    try {
      await loadOlder({ id: chatId, before: oldestId }).unwrap();
    } catch (e) {
      anchor.current = null;
      notify.error(errorOf(e).message);
    }
  };
  useEffect(() => input.current?.focus(), [contact.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return;
    setMessage('');
    try {
      // The chat list refetches; a first message makes the contact a chat, which this pane then shows.
      await send({ contact: { id: contact.id }, message: text }).unwrap();
    } catch (e) {
      setMessage(text);
      notify.error(errorOf(e).message);
    }
  };

  return (
    <section className="tb-chat-main" aria-label={t('chat.conversationWith', { name: personName(t, contact.fullName) })}>
      <header className="tb-chat-header">
        <button type="button" className="btn-icon d-lg-none" aria-label={t('chat.openChats')} onClick={onOpenChats}>
          <Menu size={20} aria-hidden="true" />
        </button>
        <Avatar name={contact.fullName} src={contact.avatar} status={contact.status} />
        <div className="tb-chat-header-text">
          <h2 className="h6 mb-0 text-truncate">
            <bdi>{personName(t, contact.fullName)}</bdi>
          </h2>
          <p className="small text-body-secondary mb-0 text-truncate">
            {t(`chat.statuses.${contact.status}`)} · {roleLabel(t, contact.role)}
          </p>
        </div>
      </header>

      <div
        className="tb-chat-log"
        ref={log}
        role="log"
        tabIndex={0}
        aria-label={t('chat.messages')}
        aria-busy={isLoading || older.isLoading}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < NEAR_TOP) void showOlder();
        }}
      >
        {hasOlder && (
          <div className="tb-chat-older">
            <button type="button" className="btn btn-sm btn-link" disabled={older.isLoading} onClick={() => void showOlder()}>
              {older.isLoading && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
              {t('chat.olderMessages')}
            </button>
          </div>
        )}
        {chatId && isLoading ? (
          <ListSkeleton rows={4} />
        ) : chatId && error ? (
          <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />
        ) : groups.length === 0 ? (
          <p className="tb-chat-none text-center py-5">{t('chat.noMessages', { name: personName(t, contact.fullName) })}</p>
        ) : (
          groups.map((group) => {
            const mine = group.senderId !== contact.id;
            const last = group.messages[group.messages.length - 1];
            return (
              <div key={group.messages[0].id} className={`tb-chat-group ${mine ? 'mine' : ''}`}>
                <Avatar name={mine ? (me?.fullName ?? '') : contact.fullName} src={mine ? me?.avatar : contact.avatar} size="sm" />
                <div className="tb-chat-bubbles">
                  {group.messages.map((m) => (
                    <p key={m.id} className="tb-chat-bubble" dir="auto">
                      {m.message}
                    </p>
                  ))}
                  <time className="tb-chat-time" dateTime={last.time}>
                    {messageTime(last.time)}
                  </time>
                </div>
              </div>
            );
          })
        )}
      </div>

      <form className="tb-chat-compose" onSubmit={(event) => void submit(event)}>
        <input
          className="form-control"
          autoComplete="off"
          maxLength={MESSAGE_MAX}
          dir="auto"
          placeholder={t('chat.messagePlaceholder')}
          aria-label={t('chat.messageLabel', { name: personName(t, contact.fullName) })}
          ref={input}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <button type="submit" className="btn btn-primary d-inline-flex align-items-center gap-1" disabled={sending}>
          <SendHorizontal size={18} aria-hidden="true" className="tb-flip-rtl" />
          <span className="d-none d-sm-inline">{t('chat.send')}</span>
          <span className="visually-hidden d-sm-none">{t('chat.send')}</span>
        </button>
      </form>
    </section>
  );
}
