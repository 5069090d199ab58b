import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastOptions, ToastPosition, TypeOptions } from 'react-toastify';
import { withToasts } from '@/web/feedback/notify';
import { useDocumentDirection } from '@/web/layout/use-document-direction';
import { DemoCard, DemoHeader } from './demo-card';
import './demo-card.scss';

const TYPES = ['success', 'info', 'warning', 'error', 'default'] as const satisfies readonly TypeOptions[];
type Kind = (typeof TYPES)[number];
// Where a toast shows, named by reading direction: the start is the right in right to left.
const PLACES = ['top-end', 'top-center', 'top-start', 'bottom-end', 'bottom-center', 'bottom-start'] as const;
type Place = (typeof PLACES)[number];

function positionOf(place: Place, rtl: boolean): ToastPosition {
  const [edge, side] = place.split('-') as ['top' | 'bottom', 'start' | 'end' | 'center'];
  if (side === 'center') return `${edge}-center`;
  const right = (side === 'end') !== rtl;
  return `${edge}-${right ? 'right' : 'left'}`;
}

function ToastBody({ title, message }: { title: string; message: string }) {
  return (
    <div>
      {title && <strong className="d-block">{title}</strong>}
      {message && <span>{message}</span>}
    </div>
  );
}

/** /extensions/toastr: the app's toasts (react-toastify) with every option a person can set, and "clear all". */
export default function ToastrPage() {
  const { t } = useTranslation();
  const k = (key: string, values?: Record<string, unknown>) => t(`showcase.toastr.${key}`, values);
  const rtl = useDocumentDirection() === 'rtl';
  const id = useId();
  const [kind, setKind] = useState<Kind>('success');
  const [place, setPlace] = useState<Place>('top-end');
  const [title, setTitle] = useState(() => k('defaultTitle'));
  const [message, setMessage] = useState(() => k('defaultMessage'));
  const [seconds, setSeconds] = useState(5);
  const [sticky, setSticky] = useState(false);
  const [progress, setProgress] = useState(true);
  const [closeButton, setCloseButton] = useState(true);
  const [shown, setShown] = useState(0);
  const secondsValid = Number.isInteger(seconds) && seconds >= 1 && seconds <= 60;

  const show = (options: { kind: Kind; title: string; message: string } & ToastOptions) => {
    const { kind: type, title: heading, message: text, ...rest } = options;
    withToasts((toast) => toast(<ToastBody title={heading} message={text} />, { type, ...rest }));
    setShown((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!secondsValid && !sticky) return;
    show({
      kind,
      title,
      message,
      position: positionOf(place, rtl),
      autoClose: sticky ? false : seconds * 1000,
      hideProgressBar: !progress,
      ...(closeButton ? {} : { closeButton: false, closeOnClick: true }),
    });
  };

  return (
    <>
      <DemoHeader titleKey="nav.extensionPages.toastr" introKey="showcase.toastr.intro" />
      <div className="row g-4">
        <div className="col-lg-5">
          <DemoCard title={k('quickTitle')} text={k('quickText')}>
            <div className="d-flex flex-wrap gap-2">
              {TYPES.map((type) => (
                <button key={type} type="button" className="btn btn-outline-secondary d-inline-flex align-items-center gap-2" onClick={() => show({ kind: type, title: k(`type.${type}`), message: k(`sample.${type}`), position: positionOf('top-end', rtl) })}>
                  <span className={`tb-tone-dot bg-${type === 'default' ? 'secondary' : type === 'error' ? 'danger' : type}`} aria-hidden="true" />
                  {k(`type.${type}`)}
                </button>
              ))}
            </div>
            <hr />
            <p className="small text-body-secondary mb-2" role="status">
              {k('shownCount', { n: shown })}
            </p>
            <button type="button" className="btn btn-outline-danger" onClick={() => withToasts((toast) => toast.dismiss())}>
              {k('clearAll')}
            </button>
          </DemoCard>
        </div>
        <div className="col-lg-7">
          <DemoCard title={k('builderTitle')} text={k('builderText')}>
            <form onSubmit={submit} noValidate>
              <div className="row g-3">
                <div className="col-sm-6">
                  <label className="form-label" htmlFor={`${id}-type`}>
                    {k('typeLabel')}
                  </label>
                  <select id={`${id}-type`} className="form-select" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                    {TYPES.map((type) => (
                      <option key={type} value={type}>
                        {k(`type.${type}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="col-sm-6">
                  <label className="form-label" htmlFor={`${id}-place`}>
                    {k('positionLabel')}
                  </label>
                  <select id={`${id}-place`} className="form-select" value={place} onChange={(e) => setPlace(e.target.value as Place)}>
                    {PLACES.map((p) => (
                      <option key={p} value={p}>
                        {k(`position.${p}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="col-sm-6">
                  <label className="form-label" htmlFor={`${id}-title`}>
                    {k('titleLabel')}
                  </label>
                  <input id={`${id}-title`} className="form-control" value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
                </div>
                <div className="col-sm-6">
                  <label className="form-label" htmlFor={`${id}-message`}>
                    {k('messageLabel')}
                  </label>
                  <input id={`${id}-message`} className="form-control" value={message} maxLength={140} onChange={(e) => setMessage(e.target.value)} />
                </div>
                <div className="col-sm-6">
                  <label className="form-label" htmlFor={`${id}-seconds`}>
                    {k('durationLabel')}
                  </label>
                  <input
                    id={`${id}-seconds`}
                    type="number"
                    min={1}
                    max={60}
                    step={1}
                    className={`form-control${!secondsValid && !sticky ? ' is-invalid' : ''}`}
                    value={Number.isNaN(seconds) ? '' : seconds}
                    disabled={sticky}
                    aria-describedby={`${id}-seconds-help`}
                    aria-invalid={!secondsValid && !sticky ? 'true' : undefined}
                    onChange={(e) => setSeconds(e.target.valueAsNumber)}
                  />
                  <div id={`${id}-seconds-help`} className={!secondsValid && !sticky ? 'invalid-feedback d-block' : 'form-text'}>
                    {k('durationHelp')}
                  </div>
                </div>
                <div className="col-sm-6 d-flex flex-column gap-2 pt-sm-4">
                  <div className="form-check form-switch">
                    <input id={`${id}-sticky`} className="form-check-input" type="checkbox" role="switch" checked={sticky} onChange={(e) => setSticky(e.target.checked)} />
                    <label className="form-check-label" htmlFor={`${id}-sticky`}>
                      {k('stickyLabel')}
                    </label>
                  </div>
                  <div className="form-check form-switch">
                    <input id={`${id}-progress`} className="form-check-input" type="checkbox" role="switch" checked={progress} disabled={sticky} onChange={(e) => setProgress(e.target.checked)} />
                    <label className="form-check-label" htmlFor={`${id}-progress`}>
                      {k('progressLabel')}
                    </label>
                  </div>
                  <div className="form-check form-switch">
                    <input id={`${id}-close`} className="form-check-input" type="checkbox" role="switch" checked={closeButton} onChange={(e) => setCloseButton(e.target.checked)} />
                    <label className="form-check-label" htmlFor={`${id}-close`}>
                      {k('closeLabel')}
                    </label>
                  </div>
                </div>
              </div>
              <div className="d-flex flex-wrap gap-2 mt-4">
                <button type="submit" className="btn btn-primary">
                  {k('showToast')}
                </button>
                <button type="button" className="btn btn-outline-secondary" onClick={() => withToasts((toast) => toast.dismiss())}>
                  {k('clearAll')}
                </button>
              </div>
            </form>
          </DemoCard>
        </div>
      </div>
    </>
  );
}
