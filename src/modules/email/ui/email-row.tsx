import { useTranslation } from 'react-i18next';
import { Paperclip, Star } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import type { Email } from '../contract';
import { mailText } from '../sanitize';
import { mailTime } from './mail-time';
import { formatList } from '@/web/i18n/i18n';

interface EmailRowProps {
  mail: Email;
  selected: boolean;
  onSelect: (mail: Email) => void;
  onOpen: (mail: Email) => void;
  onStar: (mail: Email) => void;
}

/** One mail in the list: select, star, sender, subject with a snippet, labels and time. */
export function EmailRow({ mail, selected, onSelect, onOpen, onStar }: EmailRowProps) {
  const { t } = useTranslation();
  const outgoing = mail.folder === 'sent' || mail.folder === 'draft';
  const who = outgoing ? t('email.toPrefix', { names: formatList(mail.to.map((p) => p.name)) || t('email.noRecipients') }) : mail.from.name;
  const subject = mail.subject || t('email.noSubject');
  return (
    <li className={`tb-email-row ${mail.isRead ? '' : 'unread'} ${selected ? 'selected' : ''}`} data-email-id={mail.id}>
      <input type="checkbox" className="form-check-input m-0 flex-shrink-0" checked={selected} onChange={() => onSelect(mail)} aria-label={t('email.select', { subject })} />
      <button type="button" className={`btn-icon tb-email-star flex-shrink-0 ${mail.isStarred ? 'on' : ''}`} aria-pressed={mail.isStarred} aria-label={t('email.starLabel', { subject })} onClick={() => onStar(mail)}>
        <Star size={18} aria-hidden="true" fill={mail.isStarred ? 'currentColor' : 'none'} />
      </button>
      <button type="button" className="tb-email-open" onClick={() => onOpen(mail)}>
        <Avatar name={outgoing ? (mail.to[0]?.name ?? mail.from.name) : mail.from.name} src={outgoing ? null : mail.from.avatar} size="sm" className="d-none d-sm-inline-flex" />
        <span className="tb-email-from" dir="auto">
          {!mail.isRead && <span className="visually-hidden">{t('email.unread')}: </span>}
          {who}
        </span>
        <span className="tb-email-summary" dir="auto">
          <bdi className="tb-email-subject">{subject}</bdi>
          <span className="tb-email-dash" aria-hidden="true">
            {' — '}
          </span>
          <bdi className="tb-email-snippet">{mailText(mail.message).slice(0, 140)}</bdi>
        </span>
      </button>
      <span className="tb-email-meta">
        {mail.labels.map((label) => (
          <span key={label} className={`tb-tint-dot tb-label-${label}`} title={t(`email.labels.${label}`)}>
            <span className="visually-hidden">{t('email.labelNamed', { label: t(`email.labels.${label}`) })}</span>
          </span>
        ))}
        {mail.attachments.length > 0 && <Paperclip size={16} aria-label={t('email.hasAttachments')} role="img" />}
        <time className="small text-body-secondary text-nowrap" dateTime={mail.time}>
          {mailTime(mail.time)}
        </time>
      </span>
    </li>
  );
}
