import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { Folder, MailOpen, Mail, Star, Tag, Trash2 } from 'lucide-react';
import type { EmailFolder, EmailLabel } from '../contract';
import { EMAIL_FOLDERS, EMAIL_LABELS } from '../routes';

export type MailAction =
  | { kind: 'read'; value: boolean }
  | { kind: 'star'; value: boolean }
  | { kind: 'move'; folder: EmailFolder }
  | { kind: 'label'; label: EmailLabel };

interface MailActionsProps {
  /** The folder the mails are in now: moving there is not offered. */
  current?: EmailFolder;
  /** Whether the chosen mails are all read / all starred, to offer the opposite. */
  allRead: boolean;
  allStarred: boolean;
  onAction: (action: MailAction) => void;
}

/** Mark read or unread, star, move to a folder, toggle a label: for the selection or for the open mail. */
export function MailActions({ current, allRead, allStarred, onAction }: MailActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-1" role="group" aria-label={t('email.actions.group')}>
      <button type="button" className="btn-icon" aria-label={t(allRead ? 'email.actions.markUnread' : 'email.actions.markRead')} title={t(allRead ? 'email.actions.markUnread' : 'email.actions.markRead')} onClick={() => onAction({ kind: 'read', value: !allRead })}>
        {allRead ? <Mail size={18} aria-hidden="true" /> : <MailOpen size={18} aria-hidden="true" />}
      </button>
      <button type="button" className="btn-icon" aria-label={t(allStarred ? 'email.actions.unstar' : 'email.actions.star')} title={t(allStarred ? 'email.actions.unstar' : 'email.actions.star')} onClick={() => onAction({ kind: 'star', value: !allStarred })}>
        <Star size={18} aria-hidden="true" fill={allStarred ? 'currentColor' : 'none'} />
      </button>
      <Dropdown>
        <Dropdown.Toggle as="button" className="btn-icon" aria-label={t('email.actions.move')} title={t('email.actions.move')}>
          <Folder size={18} aria-hidden="true" />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Header>{t('email.actions.moveTo')}</Dropdown.Header>
          {EMAIL_FOLDERS.filter((f) => f !== current).map((folder) => (
            <Dropdown.Item key={folder} as="button" onClick={() => onAction({ kind: 'move', folder })}>
              {t(`email.folders.${folder}`)}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      <Dropdown>
        <Dropdown.Toggle as="button" className="btn-icon" aria-label={t('email.actions.label')} title={t('email.actions.label')}>
          <Tag size={18} aria-hidden="true" />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Header>{t('email.actions.toggleLabel')}</Dropdown.Header>
          {EMAIL_LABELS.map((label) => (
            <Dropdown.Item key={label} as="button" className="d-flex align-items-center gap-2" onClick={() => onAction({ kind: 'label', label })}>
              <span className={`tb-tint-dot tb-label-${label}`} aria-hidden="true" />
              {t(`email.labels.${label}`)}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      {current !== 'trash' && (
        <button type="button" className="btn-icon" aria-label={t('email.actions.trash')} title={t('email.actions.trash')} onClick={() => onAction({ kind: 'move', folder: 'trash' })}>
          <Trash2 size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
