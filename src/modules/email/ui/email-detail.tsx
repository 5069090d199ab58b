import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Forward, Paperclip, Reply, ArrowLeft } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import { errorOf } from '@/web/api/request';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { formatDateTime, formatNumber, formatList } from '@/web/i18n/i18n';
import type { Email, EmailReply } from '../contract';
import { useEmailQuery, useUpdateEmailsMutation } from './email-api';
import { MailActions, type MailAction } from './mail-actions';
import { MailBody } from './mail-body';
import type { EmailFilters } from './use-email-filters';
import { publicFile } from '@/web/public-file';

interface EmailDetailProps {
  id: number;
  filters: EmailFilters;
  onBack: () => void;
  onNeighbour: (mail: Email, dir: 'previous' | 'next') => void;
  onAction: (mail: Email, action: MailAction) => void;
  onReply: (mail: Email, kind: 'reply' | 'forward') => void;
}

const size = (bytes: number) => (bytes >= 1_000_000 ? formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }) : formatNumber(bytes / 1000, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }));

function Message({ mail }: { mail: EmailReply }) {
  const { t } = useTranslation();
  return (
    <article className="tb-email-message card mb-3">
      <header className="card-header d-flex align-items-center gap-3 flex-wrap">
        <Avatar name={mail.from.name} src={mail.from.avatar} />
        <div className="flex-grow-1 min-w-0">
          <div className="fw-semibold text-break">{mail.from.name}</div>
          <div className="small text-body-secondary text-break">
            {mail.from.email} · {t('email.toPrefix', { names: formatList(mail.to.map((p) => p.email)) || t('email.noRecipients') })}
            {mail.cc.length > 0 && ` · ${t('email.ccPrefix', { names: formatList(mail.cc) })}`}
          </div>
        </div>
        <time className="small text-body-secondary" dateTime={mail.time}>
          {formatDateTime(mail.time)}
        </time>
      </header>
      <div className="card-body">
        <MailBody html={mail.message} />
        {mail.attachments.length > 0 && (
          <section className="mt-3 pt-3 border-top" aria-label={t('email.attachments', { count: mail.attachments.length })}>
            <h3 className="h6 d-flex align-items-center gap-2">
              <Paperclip size={16} aria-hidden="true" />
              {t('email.attachments', { count: mail.attachments.length })}
            </h3>
            <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
              {mail.attachments.map((file) => (
                <li key={file.fileName}>
                  <a className="tb-email-attachment" href={publicFile(file.url)} download={file.fileName}>
                    <img src={publicFile(file.thumbnail)} alt="" width={28} height={32} />
                    <span className="text-break">{file.fileName}</span>
                    <span className="small text-body-secondary">{size(file.size)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

/** The open mail in place of the list: back, previous/next, actions, the thread and its files. Opening marks it read. */
export function EmailDetail({ id, filters, onBack, onNeighbour, onAction, onReply }: EmailDetailProps) {
  const { t } = useTranslation();
  const { data: mail, isLoading, error, refetch } = useEmailQuery({ id, folder: filters.folder, label: filters.label, q: filters.q || undefined });
  const [update] = useUpdateEmailsMutation();

  useEffect(() => {
    if (mail && mail.id === id && !mail.isRead) void update({ emailIds: [mail.id], dataToUpdate: { isRead: true } });
  }, [mail, id, update]);

  const back = (
    <button type="button" className="btn-icon tb-flip-rtl" aria-label={t('email.backToList')} onClick={onBack}>
      <ArrowLeft size={20} aria-hidden="true" />
    </button>
  );
  if (isLoading) return <div className="p-3">{back}<ListSkeleton rows={4} /></div>;
  if (error || !mail)
    return (
      <div className="p-3">
        {back}
        <LoadError message={errorOf(error).status === 404 ? t('email.notFound') : errorOf(error).message} onRetry={() => void refetch()} />
      </div>
    );

  return (
    <section className="tb-email-detail" aria-labelledby="tb-email-subject">
      <div className="tb-email-toolbar">
        {back}
        <h2 id="tb-email-subject" className="h5 mb-0 flex-grow-1 text-break">
          <bdi>{mail.subject || t('email.noSubject')}</bdi>
        </h2>
        <button type="button" className="btn-icon tb-flip-rtl" aria-label={t('email.previous')} disabled={!mail.hasPreviousMail} onClick={() => onNeighbour(mail, 'previous')}>
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <button type="button" className="btn-icon tb-flip-rtl" aria-label={t('email.next')} disabled={!mail.hasNextMail} onClick={() => onNeighbour(mail, 'next')}>
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>
      <div className="tb-email-toolbar justify-content-between flex-wrap">
        <div className="d-flex flex-wrap gap-1">
          {mail.labels.map((label) => (
            <span key={label} className={`badge rounded-pill tb-tint-badge tb-label-${label}`}>
              {t(`email.labels.${label}`)}
            </span>
          ))}
        </div>
        <MailActions current={mail.folder} allRead allStarred={mail.isStarred} onAction={(action) => onAction(mail, action)} />
      </div>
      <div className="tb-email-thread p-3">
        <Message mail={mail} />
        {mail.replies.map((reply) => (
          <Message key={`reply-${reply.id}-${reply.time}`} mail={reply} />
        ))}
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-outline-primary" onClick={() => onReply(mail, 'reply')}>
            <Reply size={16} className="me-1" aria-hidden="true" />
            {t('email.reply')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => onReply(mail, 'forward')}>
            <Forward size={16} className="me-1" aria-hidden="true" />
            {t('email.forward')}
          </button>
        </div>
      </div>
    </section>
  );
}
