import { useTranslation } from 'react-i18next';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useDocumentDirection } from '@/web/layout/use-document-direction';
import { SIDES, placementOf } from './placement';
import { DemoCard, ShowcasePage } from './showcase-page';

const TRIGGERS = [
  ['hoverFocus', ['hover', 'focus']],
  ['focus', ['focus']],
  ['click', ['click']],
] as const;
const VARIANTS = ['primary', 'success', 'danger', 'warning'] as const;

/** /components/tooltips: the four sides (start and end follow the reading direction), three triggers, colours and a disabled control. */
export default function TooltipsPage() {
  const { t } = useTranslation();
  const rtl = useDocumentDirection() === 'rtl';
  return (
    <ShowcasePage name="tooltips">
      <DemoCard title={t('showcase.components.tooltips.placements')}>
        <div className="tb-demo-row">
          {SIDES.map((side) => (
            <OverlayTrigger key={side} placement={placementOf(side, rtl)} overlay={<Tooltip id={`tooltip-${side}`}>{t(`showcase.components.tooltips.on.${side}`)}</Tooltip>}>
              <button type="button" className="btn btn-outline-primary" data-side={side}>
                {t(`showcase.components.sides.${side}`)}
              </button>
            </OverlayTrigger>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.tooltips.triggers')}>
        <div className="tb-demo-row">
          {TRIGGERS.map(([name, trigger]) => (
            <OverlayTrigger key={name} trigger={[...trigger]} placement="top" rootClose={name === 'click'} overlay={<Tooltip id={`tooltip-trigger-${name}`}>{t(`showcase.components.tooltips.triggered.${name}`)}</Tooltip>}>
              <button type="button" className="btn btn-secondary">
                {t(`showcase.components.triggers.${name}`)}
              </button>
            </OverlayTrigger>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.tooltips.colours')}>
        <div className="tb-demo-row">
          {VARIANTS.map((variant) => (
            <OverlayTrigger
              key={variant}
              placement="bottom"
              overlay={
                <Tooltip id={`tooltip-${variant}`} className={`tb-tooltip-${variant}`}>
                  {t(`showcase.components.variants.${variant}`)}
                </Tooltip>
              }
            >
              <button type="button" className={`btn btn-${variant}`}>
                {t(`showcase.components.variants.${variant}`)}
              </button>
            </OverlayTrigger>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('showcase.components.tooltips.inText')}>
        <p>
          {t('showcase.components.tooltips.sentenceBefore')}{' '}
          <OverlayTrigger placement="top" overlay={<Tooltip id="tooltip-term">{t('showcase.components.tooltips.termMeaning')}</Tooltip>}>
            <button type="button" className="btn btn-link p-0 align-baseline">
              {t('showcase.components.tooltips.term')}
            </button>
          </OverlayTrigger>{' '}
          {t('showcase.components.tooltips.sentenceAfter')}
        </p>
        <OverlayTrigger placement="top" overlay={<Tooltip id="tooltip-disabled">{t('showcase.components.tooltips.whyDisabled')}</Tooltip>}>
          <span className="d-inline-block" tabIndex={0}>
            <button type="button" className="btn btn-primary" disabled style={{ pointerEvents: 'none' }}>
              {t('showcase.components.tooltips.disabledButton')}
            </button>
          </span>
        </OverlayTrigger>
      </DemoCard>
    </ShowcasePage>
  );
}
