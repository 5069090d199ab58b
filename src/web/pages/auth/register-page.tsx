import { useTranslation } from 'react-i18next';
import { AuthCoverLayout } from './auth-cover-layout';
import { RegisterForm } from './register-form';
import { useDocumentTitle } from '../use-document-title';

/** /register: the app's own registration, in the cover design. */
export default function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.pageTitle'));
  return (
    <AuthCoverLayout>
      <RegisterForm loginPath="/login" />
    </AuthCoverLayout>
  );
}
