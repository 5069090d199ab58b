import { useTranslation } from 'react-i18next';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { AppAbility } from '@/platform/auth/abilities';
import { errorOf } from '@/web/api/request';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import { useAbility } from '@/web/session/ability';
import { actorText, dateTime, eventText } from './event-text';
import { refusalText } from './refusal';
import { useRoleChoices } from './role-names';
import { useSetTwoFactorMutation, useUserSecurityQuery } from './users-api';

/**
 * Two-step verification as its owner set it (only they switch it on), a reset for whoever may change
 * users when someone lost their authenticator, and the recent changes to the user's access.
 */
export function UserSecurityTab({ id, name }: { id: number; name: string }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error, refetch } = useUserSecurityQuery(id);
  const [setTwoFactor, { isLoading: saving }] = useSetTwoFactorMutation();
  const mayReset = useAbility<AppAbility>().can('update', 'User');
  const { label } = useRoleChoices();
  if (isLoading) return <ListSkeleton rows={3} />;
  if (error || !data) return <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />;

  const reset = async () => {
    if (!(await confirm({ title: t('users.view.resetTwoFactorTitle'), text: t('users.view.resetTwoFactorText', { name }), confirmText: t('users.view.resetTwoFactor') }))) return;
    try {
      await setTwoFactor({ id, enabled: false }).unwrap();
      notify.success(t('users.view.twoFactorReset', { name }));
    } catch (e) {
      notify.error(refusalText(t, e));
    }
  };

  return (
    <div className="p-3">
      <h3 className="h6">{t('users.view.twoFactorTitle')}</h3>
      <p className="text-body-secondary">{t('users.view.twoFactorText')}</p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <span className={`badge rounded-pill tb-tint-badge d-inline-flex align-items-center gap-1 ${data.twoFactor ? 'tb-status-active' : 'tb-status-inactive'}`} data-testid="two-factor-state">
          {data.twoFactor ? <ShieldCheck size={14} aria-hidden="true" /> : <ShieldOff size={14} aria-hidden="true" />}
          {t(data.twoFactor ? 'users.view.on' : 'users.view.off')}
        </span>
        {data.twoFactor && mayReset ? (
          <button type="button" className="btn btn-sm btn-outline-danger" disabled={saving} onClick={() => void reset()}>
            {saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('users.view.resetTwoFactor')}
          </button>
        ) : (
          !data.twoFactor && <small className="text-body-secondary">{t('users.view.twoFactorOwnerOnly')}</small>
        )}
      </div>
      <h3 className="h6">{t('users.view.securityChanges')}</h3>
      {data.events.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('users.view.noSecurityChanges')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('users.view.change')}</th>
                <th scope="col">{t('users.view.changedBy')}</th>
                <th scope="col">{t('users.view.when')}</th>
              </tr>
            </thead>
            <tbody>
              {data.events.map((event) => (
                <tr key={event.id}>
                  <td>{eventText(t, event, label)}</td>
                  <td>{actorText(t, event) ?? '—'}</td>
                  <td className="text-nowrap">
                    <time dateTime={event.createdAt}>{dateTime(i18n.language, event.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
