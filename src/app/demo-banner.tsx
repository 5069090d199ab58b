import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { confirm } from '@/web/feedback/confirm';
import { resetDemo } from './demo-mode';

/** Closed for the rest of the browser session once read; the user menu keeps the reset. */
export const DEMO_BANNER_CLOSED = 'demoBannerClosed';

/** Asks, then starts the demo data again from the seed (every tab signs out). */
export async function askToResetDemo(t: (key: string) => string) {
  if (await confirm({ title: t('staticDemo.resetTitle'), text: t('staticDemo.resetText'), confirmText: t('staticDemo.resetConfirm') })) await resetDemo();
}

/** Above the signed-in pages of the static demo: what it is, where its data lives, and the way back to the seed. */
export function DemoBanner() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => sessionStorage.getItem(DEMO_BANNER_CLOSED) === '1');
  if (closed) return null;
  const close = () => {
    sessionStorage.setItem(DEMO_BANNER_CLOSED, '1');
    setClosed(true);
  };
  return (
    <section className="alert alert-info alert-dismissible d-flex flex-wrap align-items-center gap-2 mb-4" aria-label={t('staticDemo.label')}>
      <FlaskConical size={20} className="flex-shrink-0" aria-hidden="true" />
      <span className="flex-grow-1">{t('staticDemo.banner')}</span>
      <button type="button" className="btn btn-sm btn-outline-info" onClick={() => void askToResetDemo(t)}>
        {t('staticDemo.reset')}
      </button>
      <button type="button" className="btn-close" aria-label={t('staticDemo.close')} onClick={close} />
    </section>
  );
}
