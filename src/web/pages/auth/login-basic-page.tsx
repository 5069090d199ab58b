import { useTranslation } from 'react-i18next';
import { AuthBasicLayout } from './auth-basic-layout';
import { LoginForm } from './login-form';
import { useDocumentTitle } from '../use-document-title';

/** /pages/login-basic: the same working login in a centred card. */
export default function LoginBasicPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.pageTitle'));
  return (
    <AuthBasicLayout>
      <LoginForm registerPath="/pages/register-basic" forgotPath="/pages/forgot-password-basic" twoStepsPath="/pages/two-steps-basic" />
    </AuthBasicLayout>
  );
}
