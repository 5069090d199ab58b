import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Settings } from 'lucide-react';
import { OpenedOnce } from '@/web/components/opened-once';

const CustomizerPanel = lazy(() => import('./customizer-panel'));

/**
 * The theme customizer's gear, floating at the inline end from lg up (in the gutter the layout keeps for it;
 * the user menu opens the customizer below lg), and its panel, which loads when first opened.
 */
export function Customizer({ show, onShow, onHide }: { show: boolean; onShow: () => void; onHide: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="btn btn-primary tb-customizer-toggle d-none d-lg-inline-flex" aria-label={t('customizer.open')} title={t('customizer.open')} onClick={onShow}>
        <Settings size={20} aria-hidden="true" />
      </button>
      <OpenedOnce show={show}>
        <CustomizerPanel show={show} onHide={onHide} />
      </OpenedOnce>
    </>
  );
}
