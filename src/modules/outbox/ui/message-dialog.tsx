import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { errorOf } from '@/web/api/request';
import { LoadError } from '@/web/components/states';
import { formatDateTime } from '@/web/i18n/i18n';
import type { OutboxMessage } from '../contract';
import { DeliveryBadge, KindBadge } from './delivery-badges';
import { useOutboxMessageQuery } from './outbox-api';

/** Only web addresses and paths on this site become links; anything else stays text. */
const isSafeLink = (link: string) => /^https?:\/\//i.test(link) || (link.startsWith('/') && !link.startsWith('//'));
const when = (iso: string) => formatDateTime(iso);

function MessageBody({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="row small mb-3">
        <dt className="col-sm-3 text-body-secondary fw-normal">{t('outbox.fields.to')}</dt>
        <dd className="col-sm-9 fw-semibold">
          <bdi>{message.to}</bdi>
        </dd>
        <dt className="col-sm-3 text-body-secondary fw-normal">{t('outbox.fields.kind')}</dt>
        <dd className="col-sm-9">
          <KindBadge kind={message.kind} />
        </dd>
        <dt className="col-sm-3 text-body-secondary fw-normal">{t('outbox.fields.createdAt')}</dt>
        <dd className="col-sm-9">{when(message.createdAt)}</dd>
        <dt className="col-sm-3 text-body-secondary fw-normal">{t('outbox.fields.state')}</dt>
        <dd className="col-sm-9">
          <DeliveryBadge message={message} />
          {message.sentAt && <span className="ms-2 text-body-secondary">{t('outbox.sentAt', { when: when(message.sentAt) })}</span>}
          {message.state === 'retrying' && message.nextAttemptAt && <span className="ms-2 text-body-secondary">{t('outbox.nextAttempt', { when: when(message.nextAttemptAt) })}</span>}
        </dd>
        {message.lastError && (
          <>
            <dt className="col-sm-3 text-body-secondary fw-normal">{t('outbox.fields.lastError')}</dt>
            <dd className="col-sm-9 text-danger-emphasis" dir="auto">
              {message.lastError}
            </dd>
          </>
        )}
      </dl>
      <div className="border rounded p-3 tb-outbox-body" dir="auto">
        {message.body}
      </div>
      <p className="mt-3 mb-0">
        <span className="text-body-secondary me-2">{t('outbox.fields.link')}</span>
        {isSafeLink(message.link) ? (
          <a href={message.link} target="_blank" rel="noopener noreferrer" className="text-break">
            {message.link}
          </a>
        ) : (
          <bdi className="text-break">{message.link}</bdi>
        )}
      </p>
    </>
  );
}

/** One message of the outbox, whole, in a modal: loading, error with retry, or the message with its link. */
export function MessageDialog({ id, show, onClose }: { id: number; show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const result = useOutboxMessageQuery(id);
  const message = result.currentData;
  return (
    <Modal show={show} onHide={onClose} size="lg" centered aria-labelledby="outbox-message-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="outbox-message-title" as="h2" className="h5" dir="auto">
          {message?.subject ?? t('outbox.message')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body aria-busy={result.isFetching}>
        {result.error ? (
          <LoadError message={errorOf(result.error).message} onRetry={() => void result.refetch()} />
        ) : message ? (
          <MessageBody message={message} />
        ) : (
          <div className="placeholder-glow" aria-label={t('common.loading')}>
            <span className="placeholder col-6 mb-2" />
            <span className="placeholder col-12 mb-2" />
            <span className="placeholder col-10" />
          </div>
        )}
      </Modal.Body>
    </Modal>
  );
}
