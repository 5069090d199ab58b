import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/web/i18n/i18n';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { lazyPanel } from '@/web/components/form/lazy-panel';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { notify } from '@/web/feedback/notify';
import type { DisableTwoFactorModalProps } from './disable-two-factor-modal';
import { useEnableTwoFactorMutation, useSetupTwoFactorMutation, useTwoFactorStatusQuery } from './security-api';

// What only setting up shows loads when it starts.
const TwoFactorSetup = lazy(() => import('./two-factor-setup').then((m) => ({ default: m.TwoFactorSetup })));
const RecoveryCodes = lazy(() => import('./recovery-codes').then((m) => ({ default: m.RecoveryCodes })));

const DisableTwoFactorModal = lazyPanel<DisableTwoFactorModalProps>(() => import('./disable-two-factor-modal').then((m) => m.default), (p) => p.show);

type Step = { kind: 'idle' } | { kind: 'setup'; secret: string; qrSvg: string } | { kind: 'codes'; codes: string[] };

/** Two-step verification: off (set it up), being set up (QR code, then a code), on (switch it off with the password). */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const status = useTwoFactorStatusQuery();
  const [setup, { isLoading: starting }] = useSetupTwoFactorMutation();
  const [enable] = useEnableTwoFactorMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [disabling, setDisabling] = useState(false);

  const start = async () => {
    try {
      const { secret, qrSvg } = await setup().unwrap();
      setStep({ kind: 'setup', secret, qrSvg });
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  let body;
  if (step.kind === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />;
  } else if (step.kind === 'setup') {
    body = (
      <TwoFactorSetup
        secret={step.secret}
        qrSvg={step.qrSvg}
        onCancel={() => setStep({ kind: 'idle' })}
        onConfirm={async (code) => {
          const { recoveryCodes } = await enable({ code }).unwrap();
          setStep({ kind: 'codes', codes: recoveryCodes });
          notify.success(t('accountSettings.twoFactor.enabled'));
        }}
      />
    );
  } else if (status.isLoading) {
    body = <ListSkeleton rows={2} />;
  } else if (status.error || !status.data) {
    body = <LoadError message={errorOf(status.error).message} onRetry={() => void status.refetch()} />;
  } else if (!status.data.enabled) {
    body = (
      <div className="d-flex flex-wrap align-items-center gap-3">
        <ShieldOff size={28} className="text-body-secondary" aria-hidden="true" />
        <p className="mb-0 flex-grow-1">{t('accountSettings.twoFactor.offText')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={starting}>
          {starting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('accountSettings.twoFactor.setUp')}
        </button>
      </div>
    );
  } else {
    const since = status.data.enabledAt ? formatDay(status.data.enabledAt) : '';
    body = (
      <div className="d-flex flex-wrap align-items-center gap-3">
        <ShieldCheck size={28} className="text-success" aria-hidden="true" />
        <div className="flex-grow-1">
          <p className="mb-1">
            <span className="badge text-bg-success me-2">{t('accountSettings.twoFactor.on')}</span>
            {t('accountSettings.twoFactor.onSince', { date: since })}
          </p>
          <p className="mb-0 small text-body-secondary">{t('accountSettings.twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}</p>
        </div>
        <button type="button" className="btn btn-outline-danger" onClick={() => setDisabling(true)}>
          {t('accountSettings.twoFactor.disable')}
        </button>
      </div>
    );
  }

  return (
    <section className="card" aria-labelledby="two-factor-title" aria-busy={status.isFetching}>
      <div className="card-body">
        <h2 className="h5 mb-1" id="two-factor-title">
          {t('accountSettings.twoFactor.title')}
        </h2>
        <p className="text-body-secondary mb-4">{t('accountSettings.twoFactor.intro')}</p>
        <Suspense fallback={<ListSkeleton rows={3} />}>{body}</Suspense>
      </div>
      <DisableTwoFactorModal show={disabling} onClose={() => setDisabling(false)} />
    </section>
  );
}
