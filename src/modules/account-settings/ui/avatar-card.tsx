import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { Avatar } from '@/web/components/avatar';
import { readImageFile } from '@/web/components/form/image-file';
import { issueText } from '@/web/components/form/issue-text';
import { notify } from '@/web/feedback/notify';
import { AVATAR_MAX_BYTES } from '../routes';
import type { AccountSettings } from '../contract';
import { useResetAvatarMutation, useUploadAvatarMutation } from './account-settings-api';

const MESSAGES = { wrong_file_type: 'accountProfile.avatar.wrongType', file_too_large: 'accountProfile.avatar.tooLarge', unreadable_file: 'accountProfile.avatar.unreadable' };

/**
 * The picture: chosen from the device, checked here as the server will (content, not name; 800 KB at most), shown
 * at once and uploaded; "Reset" goes back to the initials.
 */
export function AvatarCard({ general }: { general: AccountSettings['general'] }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [upload, uploading] = useUploadAvatarMutation();
  const [reset, resetting] = useResetAvatarMutation();
  const busy = uploading.isLoading || resetting.isLoading;

  const refuse = (code: keyof typeof MESSAGES) => setError(t(MESSAGES[code]));

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    const image = await readImageFile(file, AVATAR_MAX_BYTES);
    if ('refused' in image) return refuse(image.refused);
    setPreview(image.dataUrl);
    try {
      await upload({ file: image.base64 }).unwrap();
      notify.success(t('accountProfile.avatar.saved'));
    } catch (failure) {
      const { issues, message } = errorOf(failure);
      setError(issues[0] ? issueText(t, issues[0], MESSAGES) : message);
    } finally {
      setPreview(null);
    }
  }

  async function remove() {
    setError(undefined);
    try {
      await reset().unwrap();
      notify.success(t('accountProfile.avatar.removed'));
    } catch (failure) {
      setError(errorOf(failure).message);
    }
  }

  return (
    <div className="d-flex flex-column flex-sm-row align-items-sm-center gap-4">
      <Avatar name={general.fullName} src={preview ?? general.avatar} size="xl" />
      <div>
        <div className="d-flex flex-wrap gap-2 mb-2">
          <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="visually-hidden" tabIndex={-1} aria-label={t('accountProfile.avatar.upload')} onChange={(e) => void choose(e)} />
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => input.current?.click()}>
            {uploading.isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('accountProfile.avatar.upload')}
          </button>
          <button type="button" className="btn btn-outline-secondary" disabled={busy || !general.avatar} onClick={() => void remove()}>
            {t('accountProfile.avatar.reset')}
          </button>
        </div>
        <p className="text-body-secondary small mb-0">{t('accountProfile.avatar.hint')}</p>
        {error && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
