import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Modal, { type ModalProps } from 'react-bootstrap/Modal';
import { OpenedOnce } from '@/web/components/opened-once';
import { notify } from '@/web/feedback/notify';
import type { Guest } from './guest-form';
import { DemoCard, ShowcasePage } from './showcase-page';

type Demo = 'sm' | 'default' | 'lg' | 'xl' | 'centered' | 'scrollable' | 'fullscreen' | 'static';
const SIZES: Demo[] = ['sm', 'default', 'lg', 'xl'];
const KINDS: Demo[] = ['centered', 'scrollable', 'fullscreen', 'static'];
const LONG_TEXT_PARAGRAPHS = 12;

const GuestForm = lazy(() => import('./guest-form'));
const loadGuestForm = () => import('./guest-form');

/** /components/modals: sizes, centred, scrollable, full screen, a static backdrop, and a validated form that adds to a list. */
export default function ModalsPage() {
  const { t } = useTranslation();
  // The last modal asked for stays described while it fades away.
  const [open, setOpenDemo] = useState<Demo>('default');
  const [shown, setShown] = useState(false);
  const setOpen = (demo: Demo) => {
    setOpenDemo(demo);
    setShown(true);
  };
  const [formOpen, setFormOpen] = useState(false);
  const [guests, setGuests] = useState<Guest[]>([]);
  const close = () => setShown(false);
  const demoProps = (demo: Demo): Partial<ModalProps> => {
    if (demo === 'sm' || demo === 'lg' || demo === 'xl') return { size: demo };
    if (demo === 'centered') return { centered: true };
    if (demo === 'scrollable') return { scrollable: true };
    if (demo === 'fullscreen') return { fullscreen: true };
    if (demo === 'static') return { backdrop: 'static', keyboard: false };
    return {};
  };
  const opener = (demo: Demo, variant = 'primary') => (
    <button key={demo} type="button" className={`btn btn-${variant}`} onClick={() => setOpen(demo)}>
      {t(`showcase.components.modals.open.${demo}`)}
    </button>
  );
  const body = (demo: Demo): ReactNode =>
    demo === 'scrollable'
      ? Array.from({ length: LONG_TEXT_PARAGRAPHS }, (_, i) => <p key={i}>{t('showcase.components.modals.longText', { n: i + 1 })}</p>)
      : <p className="mb-0">{t(demo === 'static' ? 'showcase.components.modals.staticText' : 'showcase.components.modals.text')}</p>;

  return (
    <ShowcasePage name="modals">
      <DemoCard title={t('showcase.components.modals.sizes')}>
        <div className="tb-demo-row">{SIZES.map((demo) => opener(demo))}</div>
      </DemoCard>
      <DemoCard title={t('showcase.components.modals.kinds')}>
        <div className="tb-demo-row">{KINDS.map((demo) => opener(demo, 'outline-primary'))}</div>
      </DemoCard>
      <DemoCard title={t('showcase.components.modals.form')} wide>
        <p>{t('showcase.components.modals.formIntro')}</p>
        <button type="button" className="btn btn-primary mb-3" onPointerEnter={() => void loadGuestForm()} onFocus={() => void loadGuestForm()} onClick={() => setFormOpen(true)}>
          {t('showcase.components.modals.addGuest')}
        </button>
        {guests.length ? (
          <ul className="list-group" aria-label={t('showcase.components.modals.guests')}>
            {guests.map((guest) => (
              <li key={guest.email} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
                <bdi>{guest.name}</bdi>
                <bdi className="text-body-secondary">{guest.email}</bdi>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary mb-0">{t('showcase.components.modals.noGuests')}</p>
        )}
      </DemoCard>

      <Modal show={shown} onHide={close} aria-labelledby="demo-modal-title" {...demoProps(open)}>
        <Modal.Header closeButton={open !== 'static'} closeLabel={t('common.close')}>
          <Modal.Title id="demo-modal-title" as="h2" className="h5">
            {t(`showcase.components.modals.open.${open}`)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{body(open)}</Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            {t('common.close')}
          </button>
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('showcase.components.modals.understood')}
          </button>
        </Modal.Footer>
      </Modal>

      <OpenedOnce show={formOpen}>
        <GuestForm
          show={formOpen}
          onClose={() => setFormOpen(false)}
          guests={guests}
          onAdd={(guest) => {
            setGuests([...guests, guest]);
            notify.success(t('showcase.components.modals.added', { name: guest.name }));
          }}
        />
      </OpenedOnce>
    </ShowcasePage>
  );
}
