import { useTranslation } from 'react-i18next';
import { AuthCoverLayout } from './auth-cover-layout';
import { TwoStepsForm } from './two-steps-form';
import { useDocumentTitle } from '../use-document-title';

/** /pages/two-steps-cover: the second step of a sign-in begun on a cover login page (/login included). */
export default function TwoStepsCoverPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('twoSteps.pageTitle'));
  return (
    <AuthCoverLayout>
      <TwoStepsForm loginPath="/login" />
    </AuthCoverLayout>
  );
}
