import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { CodeBoxes } from '@/web/components/code-boxes';

interface Props {
  secret: string;
  qrSvg: string;
  /** Sends the code; rejects as the mutation does. */
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

/** The secret as people type it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan the QR code (or type the secret), then confirm with the app's first code. */
export function TwoFactorSetup({ secret, qrSvg, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function confirm(value: string) {
    if (pending) return;
    if (!/^\d{6}$/.test(value)) {
      setError(t('accountSettings.errors.codeRequired'));
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await onConfirm(value);
    } catch (e) {
      const { status, issues, message } = errorOf(e);
      setError(status === 400 && issues.some((i) => i.code === 'invalid_code') ? t('accountSettings.errors.wrongCode') : status === undefined ? t('common.networkError') : message);
      setCode('');
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void confirm(code);
      }}
      aria-label={t('accountSettings.twoFactor.setupLabel')}
    >
      <ol className="tb-two-factor-steps ps-3">
        <li className="mb-3">
          <p className="mb-2">{t('accountSettings.twoFactor.scan')}</p>
          <img className="tb-qr border rounded" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`} alt={t('accountSettings.twoFactor.qrAlt')} width={176} height={176} />
          <p className="mt-3 mb-1 small text-body-secondary">{t('accountSettings.twoFactor.orType')}</p>
          <code className="tb-totp-secret fs-6" data-testid="totp-secret" data-secret={secret}>
            {grouped(secret)}
          </code>
        </li>
        <li>
          <p className="mb-2" id="two-factor-confirm-label">
            {t('accountSettings.twoFactor.enterCode')}
          </p>
          <div className="d-inline-block">
            <CodeBoxes
              idPrefix="two-factor-confirm"
              value={code}
              onChange={(value) => {
                setCode(value);
                setError(undefined);
              }}
              onComplete={(value) => void confirm(value)}
              label={t('accountSettings.twoFactor.enterCode')}
              boxLabel={(position, of) => t('twoSteps.digit', { position, of })}
              invalid={Boolean(error)}
              describedBy={error ? 'two-factor-confirm-error' : undefined}
              disabled={pending}
            />
            {error && (
              <div id="two-factor-confirm-error" className="invalid-feedback d-block">
                {error}
              </div>
            )}
          </div>
        </li>
      </ol>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('accountSettings.twoFactor.confirm')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
