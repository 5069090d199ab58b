import { useTranslation } from 'react-i18next';
import { AuthCoverLayout } from './auth-cover-layout';
import { LoginForm } from './login-form';
import { useDocumentTitle } from '../use-document-title';

/** /pages/login-cover: the cover design demo; it signs in for real. */
export default function LoginCoverPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.pageTitle'));
  return (
    <AuthCoverLayout>
      <LoginForm registerPath="/pages/register-cover" forgotPath="/pages/forgot-password-cover" twoStepsPath="/pages/two-steps-cover" />
    </AuthCoverLayout>
  );
}
