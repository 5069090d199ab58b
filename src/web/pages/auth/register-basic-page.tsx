import { useTranslation } from 'react-i18next';
import { AuthBasicLayout } from './auth-basic-layout';
import { RegisterForm } from './register-form';
import { useDocumentTitle } from '../use-document-title';

/** /pages/register-basic: the same working registration in a centred card. */
export default function RegisterBasicPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.pageTitle'));
  return (
    <AuthBasicLayout>
      <RegisterForm loginPath="/pages/login-basic" />
    </AuthBasicLayout>
  );
}
