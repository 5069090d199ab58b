import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlignCenter, AlignLeft, AlignRight, Bold, Download, Heart, Italic, Minus, Plus, Save, Trash2, Underline } from 'lucide-react';
import { notify } from '@/web/feedback/notify';
import { Demo, ShowcasePage } from './showcase-layout';
import { pause, VARIANTS } from './variants';

const SAVES_KEY = 'tb-showcase-saves';
const SIZES = [
  { key: 'lg', className: 'btn-lg' },
  { key: 'md', className: '' },
  { key: 'sm', className: 'btn-sm' },
] as const;
const ALIGNS = [
  { key: 'start', Icon: AlignLeft },
  { key: 'center', Icon: AlignCenter },
  { key: 'end', Icon: AlignRight },
] as const;
type Align = (typeof ALIGNS)[number]['key'];

const storedSaves = () => Number(localStorage.getItem(SAVES_KEY)) || 0;

/** /components/buttons: colours, outlines, sizes, icons, a button busy while it saves, block buttons, groups, a toolbar and toggles. */
export default function ButtonsPage() {
  const { t } = useTranslation();
  const [saves, setSaves] = useState(storedSaves);
  const [saving, setSaving] = useState(false);
  const [style, setStyle] = useState({ bold: true, italic: false, underline: false });
  const [align, setAlign] = useState<Align>('start');
  const [size, setSize] = useState(1);
  const [liked, setLiked] = useState(false);

  const save = async () => {
    setSaving(true);
    await pause(700);
    const next = storedSaves() + 1;
    localStorage.setItem(SAVES_KEY, String(next));
    setSaves(next);
    setSaving(false);
    notify.success(t('showcase.buttons.saved', { count: next }));
  };

  const sampleStyle = {
    fontWeight: style.bold ? 600 : 400,
    fontStyle: style.italic ? 'italic' : 'normal',
    textDecoration: style.underline ? 'underline' : 'none',
    fontSize: `${size}rem`,
  } as const;

  return (
    <ShowcasePage title={t('showcase.buttons.title')} intro={t('showcase.buttons.intro')}>
      <Demo title={t('showcase.buttons.variants')} text={t('showcase.buttons.variantsText')}>
        <div className="d-flex flex-wrap gap-2 mb-3">
          {VARIANTS.filter((variant) => variant !== 'light').map((variant) => (
            <button key={variant} type="button" className={`btn btn-${variant}`}>
              {t(`showcase.basic.variant.${variant}`)}
            </button>
          ))}
          <button type="button" className="btn btn-link">
            {t('showcase.buttons.link')}
          </button>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" disabled>
            {t('showcase.buttons.disabled')}
          </button>
          <button type="button" className="btn btn-outline-primary" disabled>
            {t('showcase.buttons.disabled')}
          </button>
        </div>
      </Demo>
      <Demo title={t('showcase.buttons.outline')} text={t('showcase.buttons.outlineText')}>
        <div className="d-flex flex-wrap gap-2">
          {VARIANTS.filter((variant) => variant !== 'light').map((variant) => (
            <button key={variant} type="button" className={`btn btn-outline-${variant}`}>
              {t(`showcase.basic.variant.${variant}`)}
            </button>
          ))}
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2 mt-3 p-2 rounded text-bg-dark">
          <span className="small">{t('showcase.buttons.onDark')}</span>
          <button type="button" className="btn btn-light">
            {t('showcase.basic.variant.light')}
          </button>
          <button type="button" className="btn btn-outline-light">
            {t('showcase.basic.variant.light')}
          </button>
        </div>
      </Demo>
      <Demo title={t('showcase.buttons.sizes')} text={t('showcase.buttons.sizesText')}>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {SIZES.map(({ key, className }) => (
            <button key={key} type="button" className={`btn btn-primary ${className}`}>
              {t(`showcase.buttons.size.${key}`)}
            </button>
          ))}
        </div>
      </Demo>
      <Demo title={t('showcase.buttons.withIcon')} text={t('showcase.buttons.withIconText')}>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <button type="button" className="btn btn-primary d-inline-flex align-items-center gap-2">
            <Download size={18} aria-hidden="true" />
            {t('showcase.buttons.download')}
          </button>
          <button type="button" className="btn btn-outline-danger d-inline-flex align-items-center gap-2">
            <Trash2 size={18} aria-hidden="true" />
            {t('common.delete')}
          </button>
          <button type="button" className="btn btn-outline-secondary" aria-label={t('showcase.buttons.download')}>
            <Download size={18} aria-hidden="true" />
          </button>
          <button type="button" className={`btn ${liked ? 'btn-danger' : 'btn-outline-danger'} d-inline-flex align-items-center gap-2`} aria-pressed={liked} onClick={() => setLiked((v) => !v)}>
            <Heart size={18} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
            {liked ? t('showcase.buttons.liked') : t('showcase.buttons.like')}
          </button>
        </div>
      </Demo>
      <Demo title={t('showcase.buttons.loading')} text={t('showcase.buttons.loadingText')}>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <button type="button" className="btn btn-primary d-inline-flex align-items-center gap-2" onClick={() => void save()} disabled={saving}>
            {saving ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <Save size={18} aria-hidden="true" />}
            {saving ? t('common.saving') : t('common.save')}
          </button>
          <span className="small" aria-live="polite" data-testid="save-count">
            {t('showcase.buttons.saveCount', { count: saves })}
          </span>
        </div>
      </Demo>
      <Demo title={t('showcase.buttons.block')} text={t('showcase.buttons.blockText')}>
        <div className="d-grid gap-2">
          <button type="button" className="btn btn-primary">
            {t('showcase.buttons.continue')}
          </button>
          <button type="button" className="btn btn-outline-secondary">
            {t('common.back')}
          </button>
        </div>
      </Demo>
      <Demo title={t('showcase.buttons.groups')} text={t('showcase.buttons.groupsText')} wide>
        <div className="btn-toolbar gap-2 mb-3" role="toolbar" aria-label={t('showcase.buttons.toolbar')}>
          <div className="btn-group" role="group" aria-label={t('showcase.buttons.textStyle')}>
            {(
              [
                ['bold', Bold],
                ['italic', Italic],
                ['underline', Underline],
              ] as const
            ).map(([key, Icon]) => (
              <Fragment key={key}>
                <input type="checkbox" className="btn-check" id={`btn-style-${key}`} checked={style[key]} onChange={(e) => setStyle({ ...style, [key]: e.target.checked })} />
                <label className="btn btn-outline-primary" htmlFor={`btn-style-${key}`} title={t(`showcase.buttons.style.${key}`)}>
                  <Icon size={18} aria-hidden="true" />
                  <span className="visually-hidden">{t(`showcase.buttons.style.${key}`)}</span>
                </label>
              </Fragment>
            ))}
          </div>
          <div className="btn-group" role="radiogroup" aria-label={t('showcase.buttons.alignment')}>
            {ALIGNS.map(({ key, Icon }) => (
              <Fragment key={key}>
                <input type="radio" className="btn-check" name="btn-align" id={`btn-align-${key}`} checked={align === key} onChange={() => setAlign(key)} />
                <label className="btn btn-outline-primary" htmlFor={`btn-align-${key}`} title={t(`showcase.buttons.align.${key}`)}>
                  <Icon size={18} aria-hidden="true" className="tb-flip-rtl" />
                  <span className="visually-hidden">{t(`showcase.buttons.align.${key}`)}</span>
                </label>
              </Fragment>
            ))}
          </div>
          <div className="btn-group" role="group" aria-label={t('showcase.buttons.textSize')}>
            <button type="button" className="btn btn-outline-secondary" aria-label={t('showcase.buttons.smaller')} disabled={size <= 0.75} onClick={() => setSize((s) => s - 0.25)}>
              <Minus size={18} aria-hidden="true" />
            </button>
            <button type="button" className="btn btn-outline-secondary" aria-label={t('showcase.buttons.larger')} disabled={size >= 2} onClick={() => setSize((s) => s + 0.25)}>
              <Plus size={18} aria-hidden="true" />
            </button>
          </div>
        </div>
        <p className={`mb-0 p-3 rounded bg-body-tertiary text-${align}`} style={sampleStyle} data-testid="styled-sample">
          {t('showcase.buttons.sample')}
        </p>
      </Demo>
    </ShowcasePage>
  );
}
