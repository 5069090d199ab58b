import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { issueText } from '@/web/components/form/issue-text';
import { notify } from '@/web/feedback/notify';
import { sniffImageType } from '@/platform/files/sniff';
import { FEATURED_IMAGE_MAX_BYTES } from '../routes';
import { useUploadBlogImageMutation } from './blog-api';

const MESSAGES = { wrong_file_type: 'blog.edit.image.wrongType', file_too_large: 'blog.edit.image.tooLarge', unreadable_file: 'blog.edit.image.unreadable' };

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

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
    if (file.size > FEATURED_IMAGE_MAX_BYTES) return refuse('file_too_large');
    if (!sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return refuse('wrong_file_type');
    const dataUrl = await readAsDataUrl(file).catch(() => null);
    if (!dataUrl) return refuse('unreadable_file');
    try {
      await upload({ id: postId, file: dataUrl.slice(dataUrl.indexOf(',') + 1) }).unwrap();
      notify.success(t('blog.edit.image.saved'));
    } catch (failure) {
      const { issues, message } = errorOf(failure);
      setError(issues[0] ? issueText(t, issues[0], MESSAGES) : message);
    }
  }

  return (
    <div className="mb-3">
      <span className="form-label d-block">{t('blog.edit.image.label')}</span>
      <img src={src} alt="" width={800} height={400} className="w-100 h-auto rounded mb-2 tb-blog-img" />
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
