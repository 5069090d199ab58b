import { useTranslation } from 'react-i18next';
import { AuthCoverLayout } from './auth-cover-layout';
import { LoginForm } from './login-form';
import { useDocumentTitle } from '../use-document-title';

/** /login: the app's own sign-in, in the cover design. */
export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.pageTitle'));
  return (
    <AuthCoverLayout>
      <LoginForm registerPath="/register" forgotPath="/pages/forgot-password-cover" twoStepsPath="/pages/two-steps-cover" />
    </AuthCoverLayout>
  );
}
