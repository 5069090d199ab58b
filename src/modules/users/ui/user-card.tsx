import { useTranslation } from 'react-i18next';
import { formatDay } from '@/web/i18n/i18n';
import { Hourglass, MailCheck, MailWarning, Pencil, UserCheck, UserX } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import type { User } from '../contract';
import { RoleIcon } from './role-icon';
import { useRoleChoices } from './role-names';
import { slug } from './slug';
import { StatusBadge } from './status-badge';

/** Values that read left to right whatever the page direction. */
const LTR_FIELDS = new Set(['username', 'email', 'contact']);

interface Props {
  user: User;
  memberSince: string | null;
  changes: number;
  busy: boolean;
  onEdit: () => void;
  onToggleStatus: () => void;
}

/**
 * The user's card: picture, name, role, status and whether the e-mail is verified, two stats, contact
 * details, edit and suspend/activate (an invited person has nothing to activate until they accept).
 */
export function UserCard({ user, memberSince, changes, busy, onEdit, onToggleStatus }: Props) {
  const { t, i18n } = useTranslation();
  const { label } = useRoleChoices();
  const suspended = user.status === 'inactive';
  const details: [string, string][] = [
    ['username', `@${user.username}`],
    ['email', user.email],
    ['status', t(`users.statuses.${user.status}`)],
    ['role', label(user.role)],
    ['contact', user.contact || '—'],
    ['company', user.company || '—'],
    ['country', user.country || '—'],
    ['billing', t(`users.billingOptions.${slug(user.billing)}`)],
  ];
  return (
    <section className="card" aria-labelledby="user-card-name">
      <div className="card-body">
        <div className="text-center">
          <Avatar name={user.fullName} src={user.avatar || null} size="xl" className="mb-3" />
          <h1 id="user-card-name" className="h4 mb-2">
            <bdi>{user.fullName}</bdi>
          </h1>
          <div className="d-flex flex-wrap justify-content-center align-items-center gap-2">
            <span className="badge rounded-pill bg-body-tertiary text-body border fw-normal d-inline-flex align-items-center gap-1 tb-role-badge" data-testid="user-role">
              <RoleIcon roleKey={user.role} size={12} />
              <bdi>{label(user.role)}</bdi>
            </span>
            <StatusBadge status={user.status} testId="user-status" />
            <span className={`badge rounded-pill tb-tint-badge d-inline-flex align-items-center gap-1 ${user.emailVerified ? 'tb-status-active' : 'tb-status-pending'}`} data-testid="email-verified">
              {user.emailVerified ? <MailCheck size={14} aria-hidden="true" /> : <MailWarning size={14} aria-hidden="true" />}
              {t(user.emailVerified ? 'users.view.emailVerified' : 'users.view.emailNotVerified')}
            </span>
          </div>
        </div>
        <dl className="row g-2 text-center my-4 tb-user-stats">
          <div className="col-6">
            <dt className="small text-body-secondary fw-normal">{t('users.view.memberSince')}</dt>
            <dd className="fw-semibold mb-0">{memberSince ? formatDay(memberSince) : '—'}</dd>
          </div>
          <div className="col-6">
            <dt className="small text-body-secondary fw-normal">{t('users.view.changes')}</dt>
            <dd className="fw-semibold mb-0">{new Intl.NumberFormat(i18n.language).format(changes)}</dd>
          </div>
        </dl>
        <h2 className="h6 border-bottom pb-2">{t('users.view.details')}</h2>
        {/* Two columns, labels and values: every value starts at one edge whatever the label's length or the language. */}
        <dl className="tb-user-details mb-4">
          {details.map(([field, value]) => (
            <div key={field}>
              <dt className="fw-semibold">{t(`users.fields.${field}`)}:</dt>
              <dd className="mb-0 tb-user-detail-value" data-testid={`detail-${field}`}>
                {/* What people typed is isolated for direction; the value still starts at the column's edge in RTL. */}
                <bdi dir={LTR_FIELDS.has(field) ? 'ltr' : undefined}>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <button type="button" className="btn btn-primary" onClick={onEdit}>
            <Pencil size={16} className="me-1" aria-hidden="true" />
            {t('common.edit')}
          </button>
          {user.status === 'pending' ? (
            <p className="w-100 text-center text-body-secondary small mb-0 d-flex align-items-center justify-content-center gap-1" data-testid="waiting-invitation">
              <Hourglass size={14} aria-hidden="true" />
              {t('users.view.waitingInvitation')}
            </p>
          ) : (
            <button type="button" className={`btn btn-outline-secondary ${suspended ? 'text-success-emphasis' : 'text-danger-emphasis'}`} disabled={busy} onClick={onToggleStatus}>
              {suspended ? <UserCheck size={16} className="me-1" aria-hidden="true" /> : <UserX size={16} className="me-1" aria-hidden="true" />}
              {t(suspended ? 'users.view.activate' : 'users.view.suspend')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
