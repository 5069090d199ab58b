import { useTranslation } from 'react-i18next';
import { AuthCoverLayout } from './auth-cover-layout';
import { ResetPasswordForm } from './reset-password-form';
import { useDocumentTitle } from '../use-document-title';

/** /pages/reset-password-cover: the same, in the cover design. */
export default function ResetPasswordCoverPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.pageTitle'));
  return (
    <AuthCoverLayout>
      <ResetPasswordForm loginPath="/pages/login-cover" forgotPath="/pages/forgot-password-cover" />
    </AuthCoverLayout>
  );
}
