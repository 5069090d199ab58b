import { useTranslation } from 'react-i18next';
import { AuthBasicLayout } from './auth-basic-layout';
import { TwoStepsForm } from './two-steps-form';
import { useDocumentTitle } from '../use-document-title';

/** /pages/two-steps-basic: the second step of a sign-in begun on the basic login page, in a centred card. */
export default function TwoStepsBasicPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('twoSteps.pageTitle'));
  return (
    <AuthBasicLayout>
      <TwoStepsForm loginPath="/pages/login-basic" />
    </AuthBasicLayout>
  );
}
