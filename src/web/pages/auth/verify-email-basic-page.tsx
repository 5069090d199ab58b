import { useTranslation } from 'react-i18next';
import { AuthBasicLayout } from './auth-basic-layout';
import { VerifyEmailPanel } from './verify-email-panel';
import { useDocumentTitle } from '../use-document-title';

/** /pages/verify-email-basic: where address confirmation links lead. */
export default function VerifyEmailBasicPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.verify.pageTitle'));
  return (
    <AuthBasicLayout>
      <VerifyEmailPanel loginPath="/pages/login-basic" />
    </AuthBasicLayout>
  );
}
