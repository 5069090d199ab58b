import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Avatar } from '@/web/components/avatar';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import { notify } from '@/web/feedback/notify';
import type { ProfileUser } from '../contract';
import { profileForm } from '../forms';
import { CHAT_STATUSES } from '../routes';
import { useUpdateChatProfileMutation } from './chat-api';
import { roleLabel } from './chat-format';

const SETTINGS = ['isTwoStepAuthVerificationEnabled', 'isNotificationsOn'] as const;

export interface ProfileFormProps {
  profile?: ProfileUser;
  show: boolean;
  onClose: () => void;
}

/** Your chat profile: what you say about yourself, your status and two settings. */
export function ProfileForm({ profile, show, onClose }: ProfileFormProps) {
  const { t } = useTranslation();
  const [update] = useUpdateChatProfileMutation();

  return (
    <FormPanel
      show={show}
      onClose={onClose}
      title={t('chat.profileTitle')}
      schema={profileForm}
      defaultValues={{
        about: profile?.about ?? '',
        status: profile?.status ?? 'online',
        settings: { isTwoStepAuthVerificationEnabled: profile?.settings.isTwoStepAuthVerificationEnabled ?? false, isNotificationsOn: profile?.settings.isNotificationsOn ?? true },
      }}
      fields={['about', 'status', ...SETTINGS.map((key) => `settings.${key}`)]}
      submitLabel={t('common.save')}
      intro={
        profile && (
          <div className="text-center mb-4">
            <Avatar name={profile.fullName} src={profile.avatar} size="xl" status={profile.status} />
            <p className="h6 mt-2 mb-0">
              <bdi>{profile.fullName}</bdi>
            </p>
            <p className="small text-body-secondary mb-0">{roleLabel(t, profile.role)}</p>
          </div>
        )
      }
      onSubmit={async (values) => {
        await update(values).unwrap();
        notify.success(t('chat.profileSaved'));
      }}
    >
      {({ register }) => (
        <>
          <Field name="about" label={t('chat.fields.about')}>
            {(control) => <Form.Control as="textarea" rows={3} {...control} {...register('about')} dir="auto" />}
          </Field>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('chat.fields.status')}</legend>
            {CHAT_STATUSES.map((status) => (
              <div key={status} className="form-check">
                <input className="form-check-input" type="radio" id={`chat-status-${status}`} value={status} {...register('status')} />
                <label className="form-check-label d-inline-flex align-items-center gap-2" htmlFor={`chat-status-${status}`}>
                  <span className={`tb-chat-dot tb-status-${status}`} aria-hidden="true" />
                  {t(`chat.statuses.${status}`)}
                </label>
              </div>
            ))}
          </fieldset>
          <fieldset className="mb-2">
            <legend className="form-label fs-6">{t('chat.fields.settings')}</legend>
            {SETTINGS.map((key) => (
              <div key={key} className="form-check form-switch mb-2">
                <input className="form-check-input" type="checkbox" role="switch" id={`chat-${key}`} {...register(`settings.${key}`)} />
                <label className="form-check-label" htmlFor={`chat-${key}`}>
                  {t(`chat.settings.${key}`)}
                </label>
              </div>
            ))}
          </fieldset>
        </>
      )}
    </FormPanel>
  );
}
