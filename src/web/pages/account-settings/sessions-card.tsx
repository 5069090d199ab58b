import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/web/i18n/i18n';
import { Laptop, Smartphone } from 'lucide-react';
import type { OpenSession } from '@/platform/auth/security-contract';
import { errorOf } from '@/web/api/request';
import { ListStates } from '@/web/components/states';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import { useOpenSessionsQuery, useRevokeOtherSessionsMutation, useRevokeSessionMutation } from './security-api';
import { describeUserAgent } from './user-agent';

/** Where the account is signed in: each device in plain words, this one marked; sign any other out. */
export function SessionsCard() {
  const { t } = useTranslation();
  const result = useOpenSessionsQuery();
  const [revoke] = useRevokeSessionMutation();
  const [revokeOthers, { isLoading: revokingOthers }] = useRevokeOtherSessionsMutation();
  const sessions = result.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const deviceName = (session: OpenSession) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return t('accountSettings.sessions.browserOn', { browser, os });
    return browser ?? os ?? t('accountSettings.sessions.unknownDevice');
  };

  const signOut = async (session: OpenSession) => {
    if (!(await confirm({ title: t('accountSettings.sessions.revokeTitle'), text: deviceName(session), confirmText: t('accountSettings.sessions.revoke') }))) return;
    try {
      await revoke({ id: session.id }).unwrap();
      notify.success(t('accountSettings.sessions.revoked'));
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  const signOutOthers = async () => {
    if (!(await confirm({ title: t('accountSettings.sessions.revokeOthersTitle'), text: t('accountSettings.sessions.revokeOthersText'), confirmText: t('accountSettings.sessions.revokeOthers') }))) return;
    try {
      const { revoked } = await revokeOthers().unwrap();
      notify.success(t('accountSettings.sessions.revokedOthers', { count: revoked }));
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  return (
    <section className="card" aria-labelledby="sessions-title">
      <div className="card-body pb-0">
        <div className="d-flex flex-wrap align-items-start gap-3 mb-3">
          <div className="flex-grow-1">
            <h2 className="h5 mb-1" id="sessions-title">
              {t('accountSettings.sessions.title')}
            </h2>
            <p className="text-body-secondary mb-0">{t('accountSettings.sessions.intro')}</p>
          </div>
          <button type="button" className="btn btn-outline-danger" onClick={() => void signOutOthers()} disabled={others === 0 || revokingOthers}>
            {t('accountSettings.sessions.revokeOthers')}
          </button>
        </div>
      </div>
      <ListStates result={result} isEmpty={sessions.length === 0} empty={{ message: t('accountSettings.sessions.empty') }}>
        <ul className="list-group list-group-flush" aria-label={t('accountSettings.sessions.title')}>
          {sessions.map((session) => {
            const { mobile } = describeUserAgent(session.userAgent);
            const Icon = mobile ? Smartphone : Laptop;
            return (
              <li key={session.id} className="list-group-item d-flex flex-wrap align-items-center gap-3 px-4 py-3">
                <Icon size={24} className="text-body-secondary" aria-hidden="true" />
                <div className="flex-grow-1">
                  <div className="fw-semibold">
                    {deviceName(session)}
                    {session.current && <span className="badge text-bg-primary ms-2">{t('accountSettings.sessions.thisDevice')}</span>}
                  </div>
                  <div className="small text-body-secondary">
                    {session.ip && <span dir="ltr">{session.ip}</span>}
                    {session.ip && ' · '}
                    {t('accountSettings.sessions.lastActive', { date: formatDateTime(session.lastSeenAt) })}
                  </div>
                </div>
                {!session.current && (
                  <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void signOut(session)}>
                    {t('accountSettings.sessions.revoke')}
                    <span className="visually-hidden">: {deviceName(session)}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </ListStates>
    </section>
  );
}
