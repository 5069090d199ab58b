import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/web/feedback/notify';
import { useDocumentDirection } from '@/web/layout/use-document-direction';
import { DemoCard, ShowcasePage } from './showcase-page';
import { TOAST_SIDES, physicalPosition, type ToastSide } from './toast-position';

// One load for the page's life: toasts asked for while it loads then go out in the order they were asked for (each
// click's own import could settle in another order, the first one waiting for the stylesheets the others find there).
let lab: Promise<typeof import('./toast-lab')> | undefined;
const loadLab = () =>
  (lab ??= import('./toast-lab').catch((error: unknown) => {
    lab = undefined; // a failed load is tried again on the next click
    throw error;
  }));
const ToastLab = lazy(loadLab);

const TYPES = ['success', 'info', 'warning', 'error', 'default'] as const;
const DELAYS = [3, 5, 10] as const;

/** /components/toasts: the app's toaster in each colour, in each corner, stacked, dismissed, closing alone or not. */
export default function ToastsPage() {
  const { t } = useTranslation();
  const rtl = useDocumentDirection() === 'rtl';
  const [side, setSide] = useState<ToastSide>('top-end');
  const [autoClose, setAutoClose] = useState(true);
  const [delay, setDelay] = useState<(typeof DELAYS)[number]>(5);
  const [pauseOnHover, setPauseOnHover] = useState(true);
  const [newestOnTop, setNewestOnTop] = useState(true);
  const [mounted, setMounted] = useState(false);
  const [shown, setShown] = useState(0);

  const show = (type: (typeof TYPES)[number]) => {
    setMounted(true);
    const count = shown + 1;
    setShown(count);
    const message = t(`showcase.components.toasts.messages.${type}`, { n: count });
    void loadLab().then(({ showToast }) => showToast({ type, message, position: physicalPosition(side, rtl), autoClose: autoClose ? delay * 1000 : false, pauseOnHover }));
  };

  return (
    <ShowcasePage name="toasts">
      {mounted && (
        <Suspense fallback={null}>
          <ToastLab rtl={rtl} newestOnTop={newestOnTop} />
        </Suspense>
      )}
      <DemoCard title={t('showcase.components.toasts.variants')}>
        <div className="tb-demo-row mb-3">
          {TYPES.map((type) => (
            <button key={type} type="button" className={`btn btn-${type === 'error' ? 'danger' : type === 'default' ? 'secondary' : type}`} onClick={() => show(type)}>
              {t(`showcase.components.toasts.types.${type}`)}
            </button>
          ))}
        </div>
        <div className="tb-demo-row">
          <button type="button" className="btn btn-outline-secondary" onClick={() => void loadLab().then(({ dismissAll }) => dismissAll())} disabled={!mounted}>
            {t('showcase.components.toasts.dismissAll')}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={() => notify.success(t('showcase.components.toasts.appToast'))}>
            {t('showcase.components.toasts.throughApp')}
          </button>
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.toasts.options')}>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('showcase.components.toasts.position')}</legend>
          <div className="row g-2">
            {TOAST_SIDES.map((option) => (
              <div key={option} className="col-6 col-md-4">
                <div className="form-check">
                  <input className="form-check-input" type="radio" name="toast-side" id={`side-${option}`} checked={side === option} onChange={() => setSide(option)} />
                  <label className="form-check-label" htmlFor={`side-${option}`}>
                    {t(`showcase.components.toasts.sides.${option}`)}
                  </label>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="form-check form-switch">
          <input className="form-check-input" type="checkbox" role="switch" id="toast-autoclose" checked={autoClose} onChange={(e) => setAutoClose(e.target.checked)} />
          <label className="form-check-label" htmlFor="toast-autoclose">
            {t('showcase.components.toasts.autoClose')}
          </label>
        </div>
        <div className="my-2" style={{ maxWidth: '14rem' }}>
          <label className="form-label" htmlFor="toast-delay">
            {t('showcase.components.toasts.delay')}
          </label>
          <select id="toast-delay" className="form-select" value={delay} disabled={!autoClose} onChange={(e) => setDelay(Number(e.target.value) as (typeof DELAYS)[number])}>
            {DELAYS.map((seconds) => (
              <option key={seconds} value={seconds}>
                {t('showcase.components.toasts.seconds', { n: seconds })}
              </option>
            ))}
          </select>
        </div>
        <div className="form-check form-switch">
          <input className="form-check-input" type="checkbox" role="switch" id="toast-pause" checked={pauseOnHover} onChange={(e) => setPauseOnHover(e.target.checked)} />
          <label className="form-check-label" htmlFor="toast-pause">
            {t('showcase.components.toasts.pauseOnHover')}
          </label>
        </div>
        <div className="form-check form-switch">
          <input className="form-check-input" type="checkbox" role="switch" id="toast-newest" checked={newestOnTop} onChange={(e) => setNewestOnTop(e.target.checked)} />
          <label className="form-check-label" htmlFor="toast-newest">
            {t('showcase.components.toasts.newestOnTop')}
          </label>
        </div>
      </DemoCard>
    </ShowcasePage>
  );
}
