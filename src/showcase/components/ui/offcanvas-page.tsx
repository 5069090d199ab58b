import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { DemoCard, ShowcasePage } from './showcase-page';

const SIDES = ['start', 'end', 'top', 'bottom'] as const;
type Side = (typeof SIDES)[number];
const BEHAVIOURS = ['backdrop', 'noBackdrop', 'scroll', 'static'] as const;
type Behaviour = (typeof BEHAVIOURS)[number];
const STEPS = 8;

/** /components/offcanvas: a panel from each side; with and without a backdrop, a page that still scrolls, a static backdrop. */
export default function OffcanvasPage() {
  const { t } = useTranslation();
  // The last panel asked for stays described while it slides away.
  const [demo, setDemo] = useState<{ side: Side; behaviour: Behaviour }>({ side: 'start', behaviour: 'backdrop' });
  const [show, setShow] = useState(false);
  const close = () => setShow(false);
  const setOpen = (next: { side: Side; behaviour: Behaviour }) => {
    setDemo(next);
    setShow(true);
  };
  const open = demo;
  const behaviourProps = (behaviour: Behaviour) => ({
    backdrop: behaviour === 'noBackdrop' || behaviour === 'scroll' ? false : behaviour === 'static' ? ('static' as const) : true,
    scroll: behaviour === 'scroll' || behaviour === 'noBackdrop',
    keyboard: behaviour !== 'static',
  });
  const title = t(open.behaviour === 'backdrop' ? `showcase.components.offcanvas.from.${open.side}` : `showcase.components.offcanvas.kinds.${open.behaviour}`);

  return (
    <ShowcasePage name="offcanvas">
      <DemoCard title={t('showcase.components.offcanvas.sides')}>
        <div className="tb-demo-row">
          {SIDES.map((side) => (
            <button key={side} type="button" className="btn btn-primary" onClick={() => setOpen({ side, behaviour: 'backdrop' })}>
              {t(`showcase.components.offcanvas.from.${side}`)}
            </button>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.offcanvas.behaviours')}>
        <div className="tb-demo-row">
          {BEHAVIOURS.slice(1).map((behaviour) => (
            <button key={behaviour} type="button" className="btn btn-outline-primary" onClick={() => setOpen({ side: 'end', behaviour })}>
              {t(`showcase.components.offcanvas.kinds.${behaviour}`)}
            </button>
          ))}
        </div>
      </DemoCard>
      <Offcanvas
        show={show}
        onHide={close}
        placement={open.side}
        aria-labelledby="offcanvas-demo-title"
        data-side={open.side}
        {...behaviourProps(open.behaviour)}
      >
        <Offcanvas.Header closeButton={open.behaviour !== 'static'} closeLabel={t('common.close')}>
          <Offcanvas.Title id="offcanvas-demo-title" as="h2" className="h5 mb-0">
            {title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <p>{t(`showcase.components.offcanvas.texts.${open.behaviour}`)}</p>
          {(open.side === 'start' || open.side === 'end') && (
            <ol className="ps-3">
              {Array.from({ length: STEPS }, (_, i) => (
                <li key={i} className="mb-2">
                  {t('showcase.components.offcanvas.step', { n: i + 1 })}
                </li>
              ))}
            </ol>
          )}
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('showcase.components.offcanvas.done')}
          </button>
        </Offcanvas.Body>
      </Offcanvas>
    </ShowcasePage>
  );
}
