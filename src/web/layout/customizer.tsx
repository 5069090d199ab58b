import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Settings } from 'lucide-react';
import { OpenedOnce } from '@/web/components/opened-once';

const CustomizerPanel = lazy(() => import('./customizer-panel'));

/** The theme customizer's gear; its panel loads when first opened. */
export function Customizer() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-primary tb-customizer-toggle" aria-label={t('customizer.open')} onClick={() => setShow(true)}>
        <Settings size={20} aria-hidden="true" />
      </button>
      <OpenedOnce show={show}>
        <CustomizerPanel show={show} onHide={() => setShow(false)} />
      </OpenedOnce>
    </>
  );
}
