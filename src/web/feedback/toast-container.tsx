// The unstyled build: the stylesheet comes as a file, not as an injected style element (refused by the Content-Security-Policy).
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.scss';

function CloseButton({ closeToast, theme }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`Toastify__close-button Toastify__close-button--${theme}`} aria-label={t('common.close')} onClick={() => closeToast(true)}>
      <X size={16} aria-hidden="true" />
    </button>
  );
}

/**
 * SPEC §1: toasts at the top right (mirrored in right-to-left), below the navbar. The library's own labels
 * are English, so the region and the close button are named here; the timer bar, which only shows the time
 * left, is hidden from assistive technology (it still runs).
 */
export default function Toasts({ rtl }: { rtl: boolean }) {
  const { t } = useTranslation();
  return (
    <ToastContainer
      position="top-right"
      rtl={rtl}
      newestOnTop
      closeOnClick={false}
      theme="colored"
      aria-label={t('common.notifications')}
      closeButton={CloseButton}
      hideProgressBar
    />
  );
}
