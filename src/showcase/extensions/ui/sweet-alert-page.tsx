import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { loadSweetAlert } from '@/web/feedback/sweetalert';
import { DemoCard, DemoHeader } from './demo-card';
import './demo-card.scss';

const ICONS: SweetAlertIcon[] = ['success', 'error', 'warning', 'info', 'question'];
// A dot of the icon's colour beside the name (the name says it; outline buttons in these colours read too faintly).
const ICON_TONES: Record<SweetAlertIcon, string> = { success: 'success', error: 'danger', warning: 'warning', info: 'info', question: 'secondary' };

/** Opens a dialog in the app's look: its buttons, the theme's colours, buttons in reading order in right to left. */
async function fire(options: SweetAlertOptions) {
  const Swal = await loadSweetAlert();
  return Swal.fire({
    buttonsStyling: false,
    reverseButtons: document.documentElement.dir === 'rtl',
    customClass: { confirmButton: 'btn btn-primary', cancelButton: 'btn btn-outline-secondary ms-2 me-2', denyButton: 'btn btn-outline-danger ms-2 me-2' },
    ...options,
  });
}

/** /extensions/sweet-alert: SweetAlert2's dialogs as the app uses them (its confirmations), each variant working. */
export default function SweetAlertPage() {
  const { t } = useTranslation();
  const [result, setResult] = useState('');
  const k = (key: string, values?: Record<string, unknown>) => t(`showcase.sweetAlert.${key}`, values);
  const buttons = { confirmButtonText: t('common.confirm'), cancelButtonText: t('common.cancel') };

  const confirmDelete = async () => {
    const answer = await fire({ title: k('confirmTitle'), text: k('confirmText'), icon: 'warning', showCancelButton: true, ...buttons, confirmButtonText: t('common.delete'), customClass: { confirmButton: 'btn btn-danger', cancelButton: 'btn btn-outline-secondary ms-2 me-2' }, focusCancel: true });
    if (answer.isConfirmed) {
      setResult(k('resultDeleted'));
      await fire({ title: k('deletedTitle'), text: k('deletedText'), icon: 'success', confirmButtonText: k('ok') });
    } else {
      setResult(k('resultKept'));
      await fire({ title: k('keptTitle'), text: k('keptText'), icon: 'info', confirmButtonText: k('ok') });
    }
  };

  const askName = async () => {
    const answer = await fire({
      title: k('promptTitle'),
      input: 'text',
      inputLabel: k('promptLabel'),
      inputPlaceholder: k('promptPlaceholder'),
      inputAttributes: { autocomplete: 'off', maxlength: '40' },
      showCancelButton: true,
      ...buttons,
      inputValidator: (value: string) => {
        const name = value.trim();
        if (!name) return k('promptRequired');
        if (name.length < 2) return k('promptShort');
        return undefined;
      },
    });
    if (answer.isConfirmed && typeof answer.value === 'string') {
      const name = answer.value.trim();
      setResult(k('resultName', { name }));
      await fire({ title: k('helloTitle', { name }), icon: 'success', confirmButtonText: k('ok') });
    } else setResult(k('resultNoName'));
  };

  const timed = async () => {
    const Swal = await loadSweetAlert();
    let tick: number | undefined;
    const answer = await fire({
      title: k('timerTitle'),
      html: `<span class="tb-swal-countdown"></span>`,
      timer: 4000,
      timerProgressBar: true,
      showConfirmButton: false,
      showCloseButton: true,
      closeButtonAriaLabel: t('common.close'),
      didOpen: () => {
        const out = Swal.getHtmlContainer()?.querySelector('.tb-swal-countdown');
        const write = () => {
          if (out) out.textContent = k('timerLeft', { seconds: Math.ceil((Swal.getTimerLeft() ?? 0) / 1000) });
        };
        write();
        tick = window.setInterval(write, 200);
      },
      willClose: () => window.clearInterval(tick),
    });
    setResult(answer.dismiss === Swal.DismissReason.timer ? k('resultTimer') : k('resultClosed'));
  };

  return (
    <>
      <DemoHeader titleKey="nav.extensionPages.sweetAlert" introKey="showcase.sweetAlert.intro" />
      <div className="row g-4">
        <div className="col-lg-6">
          <DemoCard title={k('basicTitle')} text={k('basicText')}>
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-primary" onClick={() => void fire({ title: k('basicMessage'), confirmButtonText: k('ok') })}>
                {k('basicButton')}
              </button>
              <button type="button" className="btn btn-outline-primary" onClick={() => void fire({ title: k('withTextTitle'), text: k('withTextText'), confirmButtonText: k('ok') })}>
                {k('withTextButton')}
              </button>
              <button type="button" className="btn btn-outline-primary" onClick={() => void fire({ title: k('footerTitle'), text: k('footerText'), footer: k('footerNote'), icon: 'info', confirmButtonText: k('ok') })}>
                {k('footerButton')}
              </button>
            </div>
          </DemoCard>
        </div>
        <div className="col-lg-6">
          <DemoCard title={k('iconsTitle')} text={k('iconsText')}>
            <div className="d-flex flex-wrap gap-2">
              {ICONS.map((icon) => (
                <button key={icon} type="button" className="btn btn-outline-secondary d-inline-flex align-items-center gap-2" onClick={() => void fire({ icon, title: k(`icon.${icon}`), text: k(`iconText.${icon}`), confirmButtonText: k('ok') })}>
                  <span className={`tb-tone-dot bg-${ICON_TONES[icon]}`} aria-hidden="true" />
                  {k(`icon.${icon}`)}
                </button>
              ))}
            </div>
          </DemoCard>
        </div>
        <div className="col-lg-4">
          <DemoCard title={k('confirmCardTitle')} text={k('confirmCardText')}>
            <button type="button" className="btn btn-danger" onClick={() => void confirmDelete()}>
              {k('confirmButton')}
            </button>
          </DemoCard>
        </div>
        <div className="col-lg-4">
          <DemoCard title={k('promptCardTitle')} text={k('promptCardText')}>
            <button type="button" className="btn btn-primary" onClick={() => void askName()}>
              {k('promptButton')}
            </button>
          </DemoCard>
        </div>
        <div className="col-lg-4">
          <DemoCard title={k('timerCardTitle')} text={k('timerCardText')}>
            <button type="button" className="btn btn-primary" onClick={() => void timed()}>
              {k('timerButton')}
            </button>
          </DemoCard>
        </div>
        <div className="col-12">
          <section className="card">
            <div className="card-body">
              <h2 className="h6 mb-1">{k('resultHeading')}</h2>
              <p className="mb-0" role="status" data-testid="swal-result">
                {result || k('resultNone')}
              </p>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
