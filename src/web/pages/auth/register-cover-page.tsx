import { useTranslation } from 'react-i18next';
import { AuthCoverLayout } from './auth-cover-layout';
import { RegisterForm } from './register-form';
import { useDocumentTitle } from '../use-document-title';

/** /pages/register-cover: the cover design demo; it registers for real. */
export default function RegisterCoverPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.pageTitle'));
  return (
    <AuthCoverLayout>
      <RegisterForm loginPath="/pages/login-cover" />
    </AuthCoverLayout>
  );
}
