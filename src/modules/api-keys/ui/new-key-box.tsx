import { useTranslation } from 'react-i18next';
import { Copy, TriangleAlert } from 'lucide-react';
import { notify } from '@/web/feedback/notify';

/** The secret of a key just made, shown this once with a copy button and a warning. */
export function NewKeyBox({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(t('apiKeys.copied'));
    } catch {
      notify.error(t('apiKeys.copyFailed'));
    }
  };
  return (
    <section className="alert alert-warning mb-0 tb-new-key" aria-labelledby="api-key-new-title">
      <h3 id="api-key-new-title" className="h6 d-flex align-items-center gap-2">
        <TriangleAlert size={18} aria-hidden="true" />
        <span>
          {t('apiKeys.newKeyTitle')} <bdi>{name}</bdi>
        </span>
      </h3>
      <p className="mb-2">{t('apiKeys.shownOnce')}</p>
      <div className="input-group">
        <input id="api-key-secret" className="form-control font-monospace" value={secret} readOnly aria-label={t('apiKeys.secretLabel')} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          <Copy size={16} className="tb-icon-start" aria-hidden="true" />
          {t('apiKeys.copy')}
        </button>
      </div>
      <button type="button" className="btn btn-sm btn-outline-secondary mt-3" onClick={onDone}>
        {t('apiKeys.saved')}
      </button>
    </section>
  );
}
