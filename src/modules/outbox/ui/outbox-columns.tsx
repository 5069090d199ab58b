import { Eye } from 'lucide-react';
import type { ListColumn } from '@/web/components/list-column';
import { formatDateTime } from '@/web/i18n/i18n';
import type { OutboxSummary } from '../contract';
import { DeliveryBadge, KindBadge } from './delivery-badges';

/** The outbox table, newest first as the server gives it; the subject and the eye open the message. */
export function outboxColumns(open: (id: number) => void): readonly ListColumn<OutboxSummary>[] {
  return [
    { id: 'to', header: 'outbox.fields.to', canHide: false, className: 'fw-semibold', cell: (message) => <bdi>{message.to}</bdi> },
    {
      id: 'subject',
      header: 'outbox.fields.subject',
      cell: (message) => (
        <button type="button" className="btn btn-link p-0 text-start tb-outbox-subject" dir="auto" onClick={() => open(message.id)}>
          {message.subject}
        </button>
      ),
    },
    { id: 'kind', header: 'outbox.fields.kind', cell: (message) => <KindBadge kind={message.kind} /> },
    { id: 'createdAt', header: 'outbox.fields.createdAt', className: 'text-nowrap text-body-secondary', cell: (message) => formatDateTime(message.createdAt) },
    { id: 'state', header: 'outbox.fields.state', cell: (message) => <DeliveryBadge message={message} /> },
    {
      id: 'actions',
      header: 'common.actions',
      align: 'end',
      canHide: false,
      cell: (message, t) => (
        <button type="button" className="btn-icon" aria-label={t('outbox.openFor', { to: message.to })} onClick={() => open(message.id)}>
          <Eye size={18} aria-hidden="true" />
        </button>
      ),
    },
  ];
}
