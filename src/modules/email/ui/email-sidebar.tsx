import { useTranslation } from 'react-i18next';
import { FileText, Inbox, Info, Pencil, Send, Star, Trash2, type LucideIcon } from 'lucide-react';
import { formatNumber } from '@/web/i18n/i18n';
import type { EmailsMeta, EmailView } from '../contract';
import { EMAIL_LABELS } from '../routes';
import type { EmailFilters } from './use-email-filters';

const VIEWS: { folder: EmailView; icon: LucideIcon; badge?: keyof EmailsMeta }[] = [
  { folder: 'inbox', icon: Inbox, badge: 'inbox' },
  { folder: 'sent', icon: Send },
  { folder: 'draft', icon: FileText, badge: 'draft' },
  { folder: 'starred', icon: Star },
  { folder: 'spam', icon: Info, badge: 'spam' },
  { folder: 'trash', icon: Trash2 },
];

interface EmailSidebarProps {
  filters: EmailFilters;
  meta?: EmailsMeta;
  onChange: (changes: { folder?: EmailView; label?: string }) => void;
  onCompose: () => void;
}

/** Compose, the folders with their counts, and the labels. */
export function EmailSidebar({ filters, meta, onChange, onCompose }: EmailSidebarProps) {
  const { t } = useTranslation();
  return (
    <div className="tb-email-sidebar p-3">
      <button type="button" className="btn btn-primary w-100 mb-3" onClick={onCompose}>
        <Pencil size={16} className="me-2" aria-hidden="true" />
        {t('email.compose.open')}
      </button>
      <nav aria-label={t('email.foldersAndLabels')}>
        <ul className="list-unstyled mb-4">
          {VIEWS.map(({ folder, icon: Icon, badge }) => {
            const active = filters.folder === folder;
            const count = badge && meta ? meta[badge] : 0;
            return (
              <li key={folder}>
                <button type="button" className={`tb-side-filter ${active ? 'active' : ''}`} aria-current={active ? 'page' : undefined} onClick={() => onChange({ folder, label: undefined })}>
                  <Icon size={18} aria-hidden="true" />
                  <span className="flex-grow-1">{t(`email.folders.${folder}`)}</span>
                  {count > 0 && (
                    <span className={`badge rounded-pill tb-email-badge-${badge}`} data-testid={`badge-${folder}`}>
                      {formatNumber(count)}
                      <span className="visually-hidden"> {t(`email.badgeHint.${badge}`)}</span>
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <h2 className="tb-side-title">{t('email.labelsTitle')}</h2>
        <ul className="list-unstyled mb-0">
          {EMAIL_LABELS.map((label) => {
            const active = filters.label === label;
            return (
              <li key={label}>
                <button type="button" className={`tb-side-filter ${active ? 'active' : ''}`} aria-current={active ? 'page' : undefined} onClick={() => onChange({ label: active ? undefined : label })}>
                  <span className={`tb-tint-dot tb-label-${label}`} aria-hidden="true" />
                  {t(`email.labels.${label}`)}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
