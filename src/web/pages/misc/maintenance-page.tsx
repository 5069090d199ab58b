import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/web/components/logo';
import { readMaintenance } from '@/web/api/maintenance';
import { useDocumentTitle } from '../use-document-title';
import { MaintenanceIllustration } from './maintenance-illustration';
import './misc.scss';

/** Only an address inside the app is gone back to (`/x`, never `//host`). */
function safeBack(back: string | null): string {
  return back && back.startsWith('/') && !back.startsWith('//') ? back : '/';
}

/** What people without full access see while MAINTENANCE=on; "try again" asks the server whether it is over. */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<'still' | 'unreachable' | null>(null);
  useDocumentTitle(t('misc.maintenance.title'));

  async function tryAgain() {
    setChecking(true);
    setAnswer(null);
    const maintenance = await readMaintenance();
    setChecking(false);
    if (maintenance === false) navigate(safeBack(params.get('back')), { replace: true });
    else setAnswer(maintenance ? 'still' : 'unreachable');
  }

  return (
    <div className="tb-misc">
      <div className="tb-misc-brand">
        <Logo size={32} />
        <span>{t('auth.brand')}</span>
      </div>
      <MaintenanceIllustration />
      <h1 className="h2 mb-2">{t('misc.maintenance.title')}</h1>
      <p className="tb-misc-text mb-4">{t('misc.maintenance.text')}</p>
      <div className="tb-misc-actions">
        <button type="button" className="btn btn-primary" disabled={checking} aria-busy={checking || undefined} onClick={() => void tryAgain()}>
          <RefreshCw size={18} aria-hidden="true" />
          {t('misc.maintenance.tryAgain')}
        </button>
      </div>
      <p className="tb-misc-text small mt-3 mb-0" role="status">
        {answer === 'still' && t('misc.maintenance.still')}
        {answer === 'unreachable' && t('misc.maintenance.unreachable')}
      </p>
    </div>
  );
}
