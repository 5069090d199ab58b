import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { z } from 'zod';
import { errorOf } from '@/web/api/request';
import { Avatar } from '@/web/components/avatar';
import { notify } from '@/web/feedback/notify';
import type { ProfileUser } from '../contract';
import { ABOUT_MAX, CHAT_STATUSES } from '../routes';
import { useUpdateChatProfileMutation } from './chat-api';
import { roleLabel } from './chat-format';

const schema = z.object({
  about: z.string().trim().max(ABOUT_MAX, 'chat.errors.aboutLong'),
  status: z.enum(CHAT_STATUSES),
  isTwoStepAuthVerificationEnabled: z.boolean(),
  isNotificationsOn: z.boolean(),
});
type Values = z.infer<typeof schema>;
const SETTINGS = ['isTwoStepAuthVerificationEnabled', 'isNotificationsOn'] as const;

const valuesOf = (p?: ProfileUser): Values => ({
  about: p?.about ?? '',
  status: p?.status ?? 'online',
  isTwoStepAuthVerificationEnabled: p?.settings.isTwoStepAuthVerificationEnabled ?? false,
  isNotificationsOn: p?.settings.isNotificationsOn ?? true,
});

/** Your chat profile: what you say about yourself, your status and two settings. */
export function ProfileSidebar({ profile, show, onClose }: { profile?: ProfileUser; show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [update] = useUpdateChatProfileMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: valuesOf(profile) });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (show) reset(valuesOf(profile));
  }, [show, profile, reset]);

  const onSubmit = handleSubmit(async ({ about, status, ...settings }) => {
    try {
      await update({ about, status, settings }).unwrap();
      notify.success(t('chat.profileSaved'));
      onClose();
    } catch (e) {
      const { message, issues } = errorOf(e);
      const about = issues.find((i) => i.path.endsWith('.about'));
      if (about) setError('about', { type: 'server', message: about.message });
      else notify.error(message);
    }
  });

  return (
    <Offcanvas show={show} onHide={onClose} placement="end" aria-labelledby="chat-profile-title">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="chat-profile-title" as="h2" className="h5 mb-0">
          {t('chat.profileTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {profile && (
          <div className="text-center mb-4">
            <Avatar name={profile.fullName} src={profile.avatar} size="xl" status={profile.status} />
            <p className="h6 mt-2 mb-0">{profile.fullName}</p>
            <p className="small text-body-secondary mb-0">{roleLabel(t, profile.role)}</p>
          </div>
        )}
        <form noValidate onSubmit={onSubmit}>
          <div className="mb-3">
            <label className="form-label" htmlFor="chat-about">
              {t('chat.fields.about')}
            </label>
            <textarea id="chat-about" rows={3} className={`form-control ${errors.about ? 'is-invalid' : ''}`} aria-invalid={!!errors.about} aria-describedby="chat-about-error" {...register('about')} />
            <div id="chat-about-error" className="invalid-feedback">
              {errors.about?.message && t(errors.about.message, { defaultValue: errors.about.message, max: ABOUT_MAX })}
            </div>
          </div>
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
          <fieldset className="mb-4">
            <legend className="form-label fs-6">{t('chat.fields.settings')}</legend>
            {SETTINGS.map((key) => (
              <div key={key} className="form-check form-switch mb-2">
                <input className="form-check-input" type="checkbox" role="switch" id={`chat-${key}`} {...register(key)} />
                <label className="form-check-label" htmlFor={`chat-${key}`}>
                  {t(`chat.settings.${key}`)}
                </label>
              </div>
            ))}
          </fieldset>
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('common.save')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
