import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Field } from '@/web/components/form/field';
import type { AccountSettings } from '../contract';
import { SOCIAL_NETWORKS } from '../routes';
import { useSaveSocialMutation } from './account-settings-api';
import { ConnectionsCard } from './connections-card';
import { SaveButton, SettingsSection, WithSettings } from './settings-states';
import { useTabForm } from './use-tab-form';
import './account-settings.scss';

type Values = Pick<AccountSettings['social'], 'socialLinks'>;
const FIELDS = SOCIAL_NETWORKS.map((network) => `socialLinks.${network}`);
const MESSAGES = { invalid_url: 'accountProfile.errors.website', unsafe_url: 'accountProfile.errors.website' };

function LinksForm({ socialLinks }: Values) {
  const { t } = useTranslation();
  const [save] = useSaveSocialMutation();
  const { form, submit, alert } = useTabForm<Values>('socialForm', { socialLinks }, FIELDS, (input) => save(input).unwrap());
  const { register, formState } = form;
  return (
    <FormProvider {...form}>
      {alert && (
        <div className="alert alert-danger py-2" role="alert">
          {alert}
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="settings-social-title">
        <div className="row">
          {SOCIAL_NETWORKS.map((network) => (
            <Field key={network} name={`socialLinks.${network}`} label={t(`accountProfile.social.networks.${network}`)} messages={MESSAGES} className="mb-3 col-md-6">
              {(aria) => <Form.Control type="url" inputMode="url" placeholder="https://" dir="ltr" {...aria} {...register(`socialLinks.${network}`)} />}
            </Field>
          ))}
        </div>
        <SaveButton busy={formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}

/** The social tab: links to six networks, and four services to connect. */
export default function SocialTab() {
  const { t } = useTranslation();
  return (
    <WithSettings>
      {({ social }) => (
        <div className="d-flex flex-column gap-4">
          <SettingsSection id="social" title={t('accountProfile.social.title')} intro={t('accountProfile.social.intro')}>
            <LinksForm key={JSON.stringify(social.socialLinks)} socialLinks={social.socialLinks} />
          </SettingsSection>
          <ConnectionsCard connections={social.connections} />
        </div>
      )}
    </WithSettings>
  );
}
