import { useTranslation } from 'react-i18next';
import { AuthBasicLayout } from './auth-basic-layout';
import { ResetPasswordForm } from './reset-password-form';
import { useDocumentTitle } from '../use-document-title';

/** /pages/reset-password-basic: where reset and invitation links lead; sets the new password. */
export default function ResetPasswordBasicPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.pageTitle'));
  return (
    <AuthBasicLayout>
      <ResetPasswordForm loginPath="/pages/login-basic" forgotPath="/pages/forgot-password-basic" />
    </AuthBasicLayout>
  );
}
