import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { Field } from '@/web/components/form/field';
import { applyServerIssues } from '@/web/components/form/apply-server-issues';
import { issueText } from '@/web/components/form/issue-text';
import { lazyIssueResolver } from '@/web/components/form/lazy-issue-resolver';
import { notify } from '@/web/feedback/notify';
import { PasswordInput } from '@/web/pages/auth/password-field';
import { useChangePasswordMutation } from './security-api';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const loadSchema = () => import('@/platform/auth/security-forms').then((m) => m.changePasswordFormSchema);

const MESSAGES = {
  currentPassword: { invalid_password: 'accountSettings.errors.wrongPassword', required: 'accountSettings.errors.currentRequired' },
  newPassword: { weak_password: 'accountSettings.errors.weakPassword', same_password: 'accountSettings.errors.samePassword', too_short: 'accountSettings.errors.passwordShort' },
  confirmPassword: { passwords_differ: 'accountSettings.errors.passwordsDiffer', required: 'accountSettings.errors.confirmRequired' },
};

/** Change of password: the current one checked by the server, the new one by the endpoint's own rules; the other sessions end. */
export default function ChangePasswordForm() {
  const { t } = useTranslation();
  const [changePassword] = useChangePasswordMutation();
  const [alert, setAlert] = useState<string>();
  const form = useForm<Values, unknown, Values>({
    resolver: lazyIssueResolver(loadSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setAlert(undefined);
    try {
      const { signedOutSessions } = await changePassword({ currentPassword, newPassword }).unwrap();
      reset();
      notify.success(signedOutSessions ? t('accountSettings.password.changedSignedOut', { count: signedOutSessions }) : t('accountSettings.password.changed'));
    } catch (error) {
      const { message, issues, status } = errorOf(error);
      if (status === 400 && issues.length) {
        const rest = applyServerIssues(issues, setError, FIELDS);
        if (rest.length) setAlert(rest.map((issue) => issueText(t, issue)).join(' '));
      } else {
        setAlert(status === undefined ? t('common.networkError') : status >= 500 ? t('common.unexpectedError') : message);
      }
    }
  });

  return (
    <>
      {alert && (
        <div className="alert alert-danger py-2" role="alert">
          {alert}
        </div>
      )}
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="change-password-title">
          <div className="row">
            <Field name="currentPassword" label={t('accountSettings.password.current')} required messages={MESSAGES.currentPassword} className="mb-3 col-md-6">
              {({ isInvalid, ...aria }, id) => <PasswordInput id={id} autoComplete="current-password" invalid={isInvalid} {...aria} {...register('currentPassword')} />}
            </Field>
          </div>
          <div className="row">
            <Field name="newPassword" label={t('accountSettings.password.new')} required messages={MESSAGES.newPassword} hint={t('accountSettings.password.rules')} className="mb-3 col-md-6">
              {({ isInvalid, ...aria }, id) => <PasswordInput id={id} autoComplete="new-password" invalid={isInvalid} {...aria} {...register('newPassword')} />}
            </Field>
            <Field name="confirmPassword" label={t('accountSettings.password.confirm')} required messages={MESSAGES.confirmPassword} className="mb-3 col-md-6">
              {({ isInvalid, ...aria }, id) => <PasswordInput id={id} autoComplete="new-password" invalid={isInvalid} {...aria} {...register('confirmPassword')} />}
            </Field>
          </div>
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('accountSettings.password.submit')}
          </button>
        </form>
      </FormProvider>
    </>
  );
}
