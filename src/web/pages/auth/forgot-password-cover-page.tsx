import { useTranslation } from 'react-i18next';
import { AuthCoverLayout } from './auth-cover-layout';
import { ForgotPasswordForm } from './forgot-password-form';
import { useDocumentTitle } from '../use-document-title';

/** /pages/forgot-password-cover: asks for a password reset link, in the cover design. */
export default function ForgotPasswordCoverPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.pageTitle'));
  return (
    <AuthCoverLayout>
      <ForgotPasswordForm loginPath="/pages/login-cover" />
    </AuthCoverLayout>
  );
}
