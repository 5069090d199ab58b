import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { notify } from '@/web/feedback/notify';
import { dateTime, eventText } from './event-text';
import { useSetTwoFactorMutation, useUserSecurityQuery } from './users-api';

/** Two-step verification on/off (stored) and the recent changes to the user's access. */
export function UserSecurityTab({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error, refetch } = useUserSecurityQuery(id);
  const [setTwoFactor, { isLoading: saving }] = useSetTwoFactorMutation();
  if (isLoading) return <ListSkeleton rows={3} />;
  if (error || !data) return <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />;

  const toggle = async (enabled: boolean) => {
    try {
      await setTwoFactor({ id, enabled }).unwrap();
      notify.success(t(enabled ? 'users.view.twoFactorEnabled' : 'users.view.twoFactorDisabled'));
    } catch (e) {
      notify.error(errorOf(e).message);
    }
  };

  return (
    <div className="p-3">
      <h3 className="h6">{t('users.view.twoFactorTitle')}</h3>
      <p className="text-body-secondary">{t('users.view.twoFactorText')}</p>
      <div className="form-check form-switch mb-4">
        <input className="form-check-input" type="checkbox" role="switch" id="two-factor" checked={data.twoFactor} disabled={saving} onChange={(e) => void toggle(e.target.checked)} />
        <label className="form-check-label" htmlFor="two-factor">
          {t('users.view.twoFactorLabel')}
        </label>
        <span className={`badge ms-2 ${data.twoFactor ? 'text-bg-success' : 'text-bg-secondary'}`}>{t(data.twoFactor ? 'users.view.on' : 'users.view.off')}</span>
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
                  <td>{eventText(t, event)}</td>
                  <td>{event.actorName ?? '—'}</td>
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
