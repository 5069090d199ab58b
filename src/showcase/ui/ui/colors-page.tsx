import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { Demo, ShowcasePage } from './showcase-layout';
import { contrastRatio, over, parseColor, toHex, verdict, type Rgba } from './contrast';
import { copyText } from './copy';
import { useSkinVersion } from './use-skin-version';

const COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'danger', 'light', 'dark'] as const;
type Colour = (typeof COLOURS)[number];
type Tone = 'base' | 'subtle' | 'emphasis';

/** How each tone is drawn: its background, its text, and the variable whose value it shows. */
function toneOf(colour: Colour, tone: Tone): { className?: string; style?: CSSProperties; variable: string } {
  if (tone === 'base') return { className: `text-bg-${colour}`, variable: `--bs-${colour}` };
  if (tone === 'subtle') return { style: { background: `var(--bs-${colour}-bg-subtle)`, color: `var(--bs-${colour}-text-emphasis)` }, variable: `--bs-${colour}-bg-subtle` };
  return { style: { background: 'var(--bs-body-bg)', color: `var(--bs-${colour}-text-emphasis)` }, variable: `--bs-${colour}-text-emphasis` };
}

interface Measured {
  value: string;
  ratio: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** The colour that shows behind an element: its own background over those of its ancestors. */
function backgroundOf(element: Element | null): Rgba {
  const layers: Rgba[] = [];
  for (let el = element; el; el = el.parentElement) {
    const bg = parseColor(getComputedStyle(el).backgroundColor);
    if (bg && bg.a > 0) layers.push(bg);
    if (bg && bg.a >= 1) break;
  }
  return layers.reduceRight((under, top) => over(top, under), WHITE);
}

/** One tone of one colour: a sample of text on it, the value, the contrast and its verdict, and a copy button. */
function Swatch({ colour, tone }: { colour: Colour; tone: Tone }) {
  const { t } = useTranslation();
  const skin = useSkinVersion();
  const sample = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Measured | null>(null);
  const { className, style, variable } = toneOf(colour, tone);

  useLayoutEffect(() => {
    const el = sample.current;
    if (!el) return;
    const computed = getComputedStyle(el);
    const background = backgroundOf(el);
    const text = over(parseColor(computed.color) ?? WHITE, background);
    // The tone's own colour is the background, except for "emphasis", a text colour.
    const value = tone === 'emphasis' ? toHex(text) : toHex(background);
    setMeasured({ value, ratio: contrastRatio(text, background) });
  }, [skin, tone]);

  const grade = measured ? verdict(measured.ratio) : null;
  const name = `${t(`showcase.colors.name.${colour}`)} · ${t(`showcase.colors.tone.${tone}`)}`;
  return (
    <li className="tb-swatch card border" data-testid={`swatch-${colour}-${tone}`}>
      <div ref={sample} className={`tb-swatch-sample ${className ?? ''}`} style={style}>
        <span className="fw-semibold">Aa</span>
        <span className="small">{t(`showcase.colors.tone.${tone}`)}</span>
      </div>
      <div className="card-body p-2 small">
        <div className="fw-semibold">{t(`showcase.colors.name.${colour}`)}</div>
        <code className="d-block text-truncate" dir="ltr" title={variable}>
          {variable}
        </code>
        {measured && grade && (
          <>
            <div className="d-flex flex-wrap align-items-center gap-1 my-1">
              <span dir="ltr" data-testid="swatch-value">
                {measured.value}
              </span>
              <span className="text-body-secondary" dir="ltr">
                {measured.ratio.toFixed(2)}:1
              </span>
              <span className={`badge ${grade === 'fail' ? 'text-bg-danger' : grade === 'aaLarge' ? 'text-bg-warning' : 'text-bg-success'}`}>{t(`showcase.colors.verdict.${grade}`)}</span>
            </div>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
              aria-label={t('showcase.colors.copyNamed', { name, value: measured.value })}
              onClick={() => void copyText(measured.value, t('showcase.colors.copied', { value: measured.value }), t('showcase.colors.copyFailed'))}
            >
              <Copy size={14} aria-hidden="true" />
              {t('showcase.colors.copy')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/** /colors: the active skin's palette, read live from its CSS variables, with each text-on-colour contrast and its WCAG grade. */
export default function ColorsPage() {
  const { t } = useTranslation();
  useSkinVersion();
  const skinName = document.documentElement.dataset.skin ?? 'light';

  return (
    <ShowcasePage title={t('showcase.colors.title')} intro={t('showcase.colors.intro')}>
      <Demo title={t('showcase.colors.palette')} text={t('showcase.colors.paletteText', { skin: t(`showcase.colors.skin.${skinName}`, { defaultValue: skinName }) })} wide>
        <p className="small text-body-secondary">{t('showcase.colors.legend')}</p>
        <div className="row g-3">
        {COLOURS.map((colour) => (
          <section key={colour} className="col-12 col-lg-6" aria-label={t(`showcase.colors.name.${colour}`)}>
            <ul className="tb-swatches list-unstyled mb-0">
              {(['base', 'subtle', 'emphasis'] as const).map((tone) => (
                <Swatch key={tone} colour={colour} tone={tone} />
              ))}
            </ul>
          </section>
        ))}
        </div>
      </Demo>
    </ShowcasePage>
  );
}
