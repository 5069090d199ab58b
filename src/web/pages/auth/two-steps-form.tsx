import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { finishTwoSteps } from '@/web/api/auth-client';
import { errorOf } from '@/web/api/request';
import { CodeBoxes } from '@/web/components/code-boxes';
import { FieldError, SubmitButton, describedBy } from './form-bits';
import { keepRedirect } from './redirect';
import { authFailure } from './server-errors';
import { twoStepsStateOf } from './two-steps-state';
import { useFinishSignIn } from './use-finish-sign-in';

const CODE_LENGTH = 6;

/** The second step of a sign-in: the authenticator app's six digits, or one of the recovery codes. */
export function TwoStepsForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = twoStepsStateOf(location.state);
  const finishSignIn = useFinishSignIn();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [expired, setExpired] = useState(false);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const startAgain = { pathname: state?.loginPath ?? loginPath, search: keepRedirect(params) };

  async function send(value: string) {
    if (!state || sending.current) return;
    const typed = value.trim();
    if (recovery ? typed.length === 0 : !new RegExp(`^\\d{${CODE_LENGTH}}$`).test(typed)) {
      setFieldError(t(recovery ? 'twoSteps.errors.recoveryRequired' : 'twoSteps.errors.codeRequired'));
      document.getElementById(recovery ? 'two-steps-recovery' : 'two-steps-code-0')?.focus();
      return;
    }
    sending.current = true;
    setPending(true);
    setFieldError(undefined);
    setAlert(undefined);
    try {
      finishSignIn(await finishTwoSteps({ body: { challenge: state.challenge, code: typed } }));
    } catch (error) {
      const failure = errorOf(error);
      const left = (error as { data?: { attemptsLeft?: number } }).data?.attemptsLeft;
      if (failure.status === 400 && failure.issues.some((i) => i.code === 'invalid_code')) {
        setFieldError(left ? t('twoSteps.errors.wrongCode', { count: left }) : t('twoSteps.errors.wrongCodeLast'));
        if (left === 0) setExpired(true);
        if (!recovery) setCode('');
        document.getElementById(recovery ? 'two-steps-recovery' : 'two-steps-code-0')?.focus();
      } else if (failure.status === 401) {
        setExpired(true);
      } else {
        setAlert(authFailure(t, error, []).alert ?? failure.message);
      }
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(code);
  };

  const switchMode = () => {
    setRecovery((r) => !r);
    setCode('');
    setFieldError(undefined);
  };

  if (!state || expired) {
    return (
      <div className="tb-auth-form">
        <h1 className="h3 mb-1">{t('twoSteps.title')}</h1>
        <div className="alert alert-warning mt-3" role="alert">
          {t(state ? 'twoSteps.expired' : 'twoSteps.noChallenge')}
        </div>
        <Link className="btn btn-primary w-100" to={startAgain}>
          {t('twoSteps.startAgain')}
        </Link>
      </div>
    );
  }

  const errorId = 'two-steps-code';
  return (
    <div className="tb-auth-form">
      <h1 className="h3 mb-1">{t('twoSteps.title')}</h1>
      <p className="text-body-secondary mb-4">{t(recovery ? 'twoSteps.recoverySubtitle' : 'twoSteps.subtitle')}</p>

      {alert && (
        <div className="alert alert-danger" role="alert">
          {alert}
        </div>
      )}

      <form onSubmit={onSubmit} noValidate aria-label={t('twoSteps.formLabel')}>
        <div className="mb-4">
          {recovery ? (
            <>
              <label htmlFor="two-steps-recovery" className="form-label">
                {t('twoSteps.recoveryLabel')}
              </label>
              <input
                id="two-steps-recovery"
                className={`form-control${fieldError ? ' is-invalid' : ''}`}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                placeholder="xxxxx-xxxxx"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                {...describedBy(errorId, fieldError)}
                autoFocus
              />
            </>
          ) : (
            <>
              <p className="form-label mb-2" id="two-steps-code-label">
                {t('twoSteps.codeLabel')}
              </p>
              <CodeBoxes
                idPrefix="two-steps-code"
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setFieldError(undefined);
                }}
                onComplete={(value) => void send(value)}
                length={CODE_LENGTH}
                label={t('twoSteps.codeLabel')}
                boxLabel={(position, of) => t('twoSteps.digit', { position, of })}
                invalid={Boolean(fieldError)}
                describedBy={fieldError ? `${errorId}-error` : undefined}
                disabled={pending}
                autoFocus
              />
            </>
          )}
          <FieldError id={errorId} message={fieldError} />
        </div>

        <SubmitButton pending={pending}>{t('twoSteps.submit')}</SubmitButton>
      </form>

      <div className="d-flex flex-wrap justify-content-between gap-2 mt-4">
        <button type="button" className="btn btn-link p-0" onClick={switchMode}>
          {t(recovery ? 'twoSteps.useApp' : 'twoSteps.useRecovery')}
        </button>
        <Link to={startAgain}>{t('twoSteps.backToLogin')}</Link>
      </div>
    </div>
  );
}
