import { useTranslation } from 'react-i18next';
import { AuthBasicLayout } from './auth-basic-layout';
import { ForgotPasswordForm } from './forgot-password-form';
import { useDocumentTitle } from '../use-document-title';

/** /pages/forgot-password-basic: asks for a password reset link, in a centred card. */
export default function ForgotPasswordBasicPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.pageTitle'));
  return (
    <AuthBasicLayout>
      <ForgotPasswordForm loginPath="/pages/login-basic" />
    </AuthBasicLayout>
  );
}
