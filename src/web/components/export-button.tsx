import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';

/**
 * A list's Export: downloads what the list shows (its search, filters and sort) through `run`, with a spinner while
 * the file comes and the server's message in a toast if it fails.
 */
export function ExportButton({ run, label }: { run: () => Promise<unknown>; label?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await run();
    } catch (e) {
      const { message, status } = errorOf(e);
      notify.error(status === undefined ? t('common.networkError') : message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-outline-secondary d-inline-flex align-items-center gap-2" disabled={busy} aria-busy={busy || undefined} onClick={() => void start()}>
      {busy ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <Download size={16} aria-hidden="true" />}
      {label ?? t('common.export')}
    </button>
  );
}
