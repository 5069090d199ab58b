import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Collapse from 'react-bootstrap/Collapse';
import { DemoCard, ShowcasePage } from './showcase-page';

/** /components/collapse: a block that shows and hides, sideways too, and several driven by one button. */
export default function CollapsePage() {
  const { t } = useTranslation();
  const [basic, setBasic] = useState(false);
  const [wide, setWide] = useState(false);
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  const both = first && second;
  return (
    <ShowcasePage name="collapse">
      <DemoCard title={t('showcase.components.collapse.basic')}>
        <button type="button" className="btn btn-primary mb-3" onClick={() => setBasic(!basic)} aria-controls="collapse-basic" aria-expanded={basic}>
          {t(basic ? 'showcase.components.collapse.hide' : 'showcase.components.collapse.show')}
        </button>
        <Collapse in={basic}>
          <div id="collapse-basic">
            <div className="card card-body border">{t('showcase.components.collapse.text')}</div>
          </div>
        </Collapse>
      </DemoCard>
      <DemoCard title={t('showcase.components.collapse.horizontal')}>
        <button type="button" className="btn btn-primary mb-3" onClick={() => setWide(!wide)} aria-controls="collapse-wide" aria-expanded={wide}>
          {t(wide ? 'showcase.components.collapse.hide' : 'showcase.components.collapse.show')}
        </button>
        <div style={{ minHeight: 120 }}>
          <Collapse in={wide} dimension="width">
            <div id="collapse-wide">
              <div className="card card-body border" style={{ width: 240 }}>
                {t('showcase.components.collapse.sideText')}
              </div>
            </div>
          </Collapse>
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.collapse.multiple')} wide>
        <div className="tb-demo-row mb-3">
          <button type="button" className="btn btn-outline-primary" onClick={() => setFirst(!first)} aria-controls="collapse-first" aria-expanded={first}>
            {t('showcase.components.collapse.toggleFirst')}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={() => setSecond(!second)} aria-controls="collapse-second" aria-expanded={second}>
            {t('showcase.components.collapse.toggleSecond')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setFirst(!both);
              setSecond(!both);
            }}
            aria-controls="collapse-first collapse-second"
            aria-expanded={both}
          >
            {t(both ? 'showcase.components.collapse.hideBoth' : 'showcase.components.collapse.showBoth')}
          </button>
        </div>
        <div className="row g-3">
          <div className="col-12 col-md-6">
            <Collapse in={first}>
              <div id="collapse-first">
                <div className="card card-body border">{t('showcase.components.collapse.firstText')}</div>
              </div>
            </Collapse>
          </div>
          <div className="col-12 col-md-6">
            <Collapse in={second}>
              <div id="collapse-second">
                <div className="card card-body border">{t('showcase.components.collapse.secondText')}</div>
              </div>
            </Collapse>
          </div>
        </div>
      </DemoCard>
    </ShowcasePage>
  );
}
