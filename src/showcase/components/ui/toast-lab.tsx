// Loaded with the first toast the page asks for: react-toastify and its stylesheet stay out of the page's chunk.
import { ToastContainer, toast, type CloseButtonProps, type ToastPosition, type TypeOptions } from 'react-toastify/unstyled';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import 'react-toastify/dist/ReactToastify.css';
import '@/web/feedback/toasts.scss';

export const LAB_CONTAINER = 'showcase-toasts';

export interface LabToast {
  type: TypeOptions;
  message: string;
  position: ToastPosition;
  /** Milliseconds, or false to stay until dismissed. */
  autoClose: number | false;
  pauseOnHover: boolean;
}

// Toasts asked for before the container is there wait for it here, in order (the library's own queue may
// hand them over in another order when several wait).
let markReady: () => void;
const containerReady = new Promise<void>((resolve) => (markReady = resolve));

export async function showToast({ type, message, position, autoClose, pauseOnHover }: LabToast) {
  await containerReady;
  toast(message, { type, position, autoClose, pauseOnHover, pauseOnFocusLoss: pauseOnHover, containerId: LAB_CONTAINER });
}

export function dismissAll() {
  toast.dismiss({ containerId: LAB_CONTAINER });
}

function CloseButton({ closeToast, theme }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`Toastify__close-button Toastify__close-button--${theme}`} aria-label={t('common.close')} onClick={() => closeToast(true)}>
      <X size={16} aria-hidden="true" />
    </button>
  );
}

/** The page's own toast container: each toast keeps the corner it was shown in, mirrored in right-to-left. */
export default function ToastLab({ rtl, newestOnTop }: { rtl: boolean; newestOnTop: boolean }) {
  const { t } = useTranslation();
  // After the container's own effects: it is listening by now.
  useEffect(() => markReady(), []);
  return (
    <ToastContainer
      containerId={LAB_CONTAINER}
      rtl={rtl}
      newestOnTop={newestOnTop}
      closeOnClick={false}
      theme="colored"
      aria-label={t('showcase.components.toasts.region')}
      closeButton={CloseButton}
    />
  );
}
