import { useTranslation } from 'react-i18next';
import { AuthCoverLayout } from './auth-cover-layout';
import { VerifyEmailPanel } from './verify-email-panel';
import { useDocumentTitle } from '../use-document-title';

/** /pages/verify-email-cover: the same, in the cover design. */
export default function VerifyEmailCoverPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.verify.pageTitle'));
  return (
    <AuthCoverLayout>
      <VerifyEmailPanel loginPath="/pages/login-cover" />
    </AuthCoverLayout>
  );
}
