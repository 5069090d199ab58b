import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { readImageFile } from '@/web/components/form/image-file';
import { issueText } from '@/web/components/form/issue-text';
import { notify } from '@/web/feedback/notify';
import { FEATURED_IMAGE_MAX_BYTES } from '../routes';
import { useUploadBlogImageMutation } from './blog-api';
import { publicFile } from '@/web/public-file';

const MESSAGES = { wrong_file_type: 'blog.edit.image.wrongType', file_too_large: 'blog.edit.image.tooLarge', unreadable_file: 'blog.edit.image.unreadable' };

/** The post's featured image: a picture chosen here is checked as the server will (content, 800 KB) and uploaded at once. */
export function FeaturedImage({ postId, src }: { postId: number; src: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [upload, uploading] = useUploadBlogImageMutation();
  const refuse = (code: keyof typeof MESSAGES) => setError(t(MESSAGES[code]));

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    const image = await readImageFile(file, FEATURED_IMAGE_MAX_BYTES);
    if ('refused' in image) return refuse(image.refused);
    try {
      await upload({ id: postId, file: image.base64 }).unwrap();
      notify.success(t('blog.edit.image.saved'));
    } catch (failure) {
      const { issues, message } = errorOf(failure);
      setError(issues[0] ? issueText(t, issues[0], MESSAGES) : message);
    }
  }

  return (
    <div className="mb-3">
      <span className="form-label d-block">{t('blog.edit.image.label')}</span>
      <img src={publicFile(src)} alt="" width={800} height={400} className="w-100 h-auto rounded mb-2 tb-blog-img" />
      <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="visually-hidden" tabIndex={-1} aria-label={t('blog.edit.image.upload')} onChange={(e) => void choose(e)} />
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={uploading.isLoading} onClick={() => input.current?.click()}>
        {uploading.isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('blog.edit.image.upload')}
      </button>
      <p className="text-body-secondary small mt-2 mb-0">{t('blog.edit.image.hint')}</p>
      {error && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
