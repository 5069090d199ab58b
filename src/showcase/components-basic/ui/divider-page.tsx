import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { Demo, ShowcasePage } from './showcase-layout';
import { Divider, type DividerPosition, type DividerStyle } from './divider';

const POSITIONS: DividerPosition[] = ['start', 'center', 'end'];
const STYLES: DividerStyle[] = ['solid', 'dashed', 'dotted'];
const COLOURS = ['primary', 'success', 'warning', 'danger'] as const;

/** /components/divider: rules with text at the start, centre or end, in solid, dashed and dotted lines and in colour. */
export default function DividerPage() {
  const { t } = useTranslation();
  const [position, setPosition] = useState<DividerPosition>('center');
  const [lineStyle, setLineStyle] = useState<DividerStyle>('solid');
  const [text, setText] = useState(t('showcase.divider.sampleText'));

  return (
    <ShowcasePage title={t('showcase.divider.title')} intro={t('showcase.divider.intro')}>
      <Demo title={t('showcase.divider.positions')} text={t('showcase.divider.positionsText')}>
        {POSITIONS.map((p) => (
          <Divider key={p} position={p}>
            {t(`showcase.divider.position.${p}`)}
          </Divider>
        ))}
        <Divider />
      </Demo>
      <Demo title={t('showcase.divider.styles')} text={t('showcase.divider.stylesText')}>
        {STYLES.map((s) => (
          <Divider key={s} lineStyle={s}>
            {t(`showcase.divider.style.${s}`)}
          </Divider>
        ))}
        <Divider>
          <Star size={16} aria-label={t('showcase.divider.iconOnly')} />
        </Divider>
      </Demo>
      <Demo title={t('showcase.divider.colours')} text={t('showcase.divider.coloursText')}>
        {COLOURS.map((c) => (
          <Divider key={c} variant={c}>
            {t(`showcase.basic.variant.${c}`)}
          </Divider>
        ))}
      </Demo>
      <Demo title={t('showcase.divider.builder')} text={t('showcase.divider.builderText')}>
        <div className="row g-2 mb-3">
          <div className="col-12 col-sm-4">
            <label htmlFor="divider-text" className="form-label small">
              {t('showcase.divider.textLabel')}
            </label>
            <input id="divider-text" className="form-control form-control-sm" value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <div className="col-6 col-sm-4">
            <label htmlFor="divider-position" className="form-label small">
              {t('showcase.divider.positionLabel')}
            </label>
            <select id="divider-position" className="form-select form-select-sm" value={position} onChange={(e) => setPosition(e.target.value as DividerPosition)}>
              {POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {t(`showcase.divider.position.${p}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-sm-4">
            <label htmlFor="divider-style" className="form-label small">
              {t('showcase.divider.styleLabel')}
            </label>
            <select id="divider-style" className="form-select form-select-sm" value={lineStyle} onChange={(e) => setLineStyle(e.target.value as DividerStyle)}>
              {STYLES.map((s) => (
                <option key={s} value={s}>
                  {t(`showcase.divider.style.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div data-testid="divider-preview">
          <Divider position={position} lineStyle={lineStyle}>
            {text.trim() || undefined}
          </Divider>
        </div>
      </Demo>
    </ShowcasePage>
  );
}
