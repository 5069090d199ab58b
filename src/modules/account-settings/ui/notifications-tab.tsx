import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import type { AccountSettings } from '../contract';
import { NOTIFICATION_FLAGS } from '../routes';
import { useSaveNotificationsMutation } from './account-settings-api';
import { SaveButton, SettingsSection, WithSettings } from './settings-states';
import { useTabForm } from './use-tab-form';

type Values = AccountSettings['notifications'];

function NotificationsForm({ notifications }: { notifications: Values }) {
  const { t } = useTranslation();
  const [save] = useSaveNotificationsMutation();
  const { form, submit, alert } = useTabForm('notificationsForm', notifications, NOTIFICATION_FLAGS, (input) => save(input).unwrap());
  const { register, formState } = form;
  return (
    <FormProvider {...form}>
      {alert && (
        <div className="alert alert-danger py-2" role="alert">
          {alert}
        </div>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="settings-notifications-title">
        <fieldset className="mb-4">
          <legend className="visually-hidden">{t('accountProfile.notifications.title')}</legend>
          {NOTIFICATION_FLAGS.map((flag) => (
            <Form.Check key={flag} type="switch" id={`notify-${flag}`} className="mb-3" label={t(`accountProfile.notifications.${flag}`)} {...register(flag)} />
          ))}
        </fieldset>
        <SaveButton busy={formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}

/** The notifications tab: which events send an e-mail (the spec's defaults until saved). */
export default function NotificationsTab() {
  const { t } = useTranslation();
  return (
    <WithSettings>
      {({ notifications }) => (
        <SettingsSection id="notifications" title={t('accountProfile.notifications.title')} intro={t('accountProfile.notifications.intro')}>
          <NotificationsForm key={JSON.stringify(notifications)} notifications={notifications} />
        </SettingsSection>
      )}
    </WithSettings>
  );
}
