import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heart, Rating, RoundedStar, StickerStar, ThinRoundedStar, type ItemStyles } from '@smastrom/react-rating';
import '@smastrom/react-rating/style.css';
import { formatNumber } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import './extensions-data.scss';

// Colours are the theme's variables, so every skin draws them right.
const stars: ItemStyles = { itemShapes: RoundedStar, activeFillColor: 'var(--bs-warning)', inactiveFillColor: 'var(--bs-secondary-bg)' };
const hearts: ItemStyles = { itemShapes: Heart, activeFillColor: 'var(--bs-danger)', inactiveFillColor: 'var(--bs-secondary-bg)' };
const outlined: ItemStyles = { itemShapes: ThinRoundedStar, itemStrokeWidth: 2, activeFillColor: 'var(--bs-primary)', activeStrokeColor: 'var(--bs-primary)', inactiveFillColor: 'transparent', inactiveStrokeColor: 'var(--bs-primary)' };
// One colour per value: from red (1) to green (5).
const mood: ItemStyles = {
  itemShapes: StickerStar,
  activeFillColor: ['var(--bs-danger)', 'var(--bs-orange)', 'var(--bs-warning)', 'var(--bs-teal)', 'var(--bs-success)'],
  inactiveFillColor: 'var(--bs-secondary-bg)',
};
const circle: ItemStyles = { itemShapes: <circle cx="12" cy="12" r="10" />, activeFillColor: 'var(--bs-info)', inactiveFillColor: 'var(--bs-secondary-bg)' };

function Demo({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="col-12 col-lg-6" aria-labelledby={id}>
      <div className="card h-100">
        <div className="card-body">
          <h2 id={id} className="h5 mb-1">
            {title}
          </h2>
          <p className="text-body-secondary small">{note}</p>
          {children}
        </div>
      </div>
    </section>
  );
}

/** An interactive rating with its visible label, its value written out, and a reset. */
function RatingInput({ label, styles, initial = 0, items = 5, dir, maxWidth = 200 }: { label: string; styles: ItemStyles; initial?: number; items?: 5 | 10; dir?: 'rtl'; maxWidth?: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  return (
    <div>
      <p id={id} className="mb-1 fw-semibold">
        {label}
      </p>
      {/* Only the stars take the block's direction: the label and the value are read in the page's. */}
      <div dir={dir}>
        <Rating
          value={value}
          onChange={setValue}
          items={items}
          itemStyles={styles}
          visibleLabelId={id}
          invisibleItemLabels={Array.from({ length: items }, (_, i) => t('showcase.extData.ratings.item', { count: i + 1 }))}
          resetLabel={t('showcase.extData.ratings.noRating')}
          isRequired={false}
          style={{ maxWidth }}
        />
      </div>
      <div className="d-flex align-items-center gap-3 mt-2">
        <output className="small" aria-live="polite">
          {value ? t('showcase.extData.ratings.value', { value: formatNumber(value), max: formatNumber(items) }) : t('showcase.extData.ratings.noRating')}
        </output>
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={value === 0} onClick={() => setValue(0)}>
          {t('common.reset')}
        </button>
      </div>
    </div>
  );
}

/** /extensions/ratings: @smastrom/react-rating read-only, with halves, shapes and colours from the theme, sizes, keyboard and RTL. */
export default function RatingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('showcase.extData.ratings.title'));
  const itemLabels = Array.from({ length: 5 }, (_, i) => t('showcase.extData.ratings.item', { count: i + 1 }));
  const readOnly = (value: number, styles: ItemStyles, half: 'svg' | 'box' = 'svg') => (
    <div className="d-flex align-items-center gap-3">
      <Rating value={value} readOnly halfFillMode={half} itemStyles={styles} style={{ maxWidth: 160 }} invisibleLabel={t('showcase.extData.ratings.readOnlyLabel', { value: formatNumber(value) })} />
      <span className="small text-body-secondary">{formatNumber(value)}</span>
    </div>
  );
  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{t('showcase.extData.ratings.title')}</h1>
        <p className="text-body-secondary mb-0">{t('showcase.extData.ratings.intro')}</p>
      </header>
      <div className="row g-4">
        <Demo title={t('showcase.extData.ratings.basic')} note={t('showcase.extData.ratings.basicNote')}>
          <RatingInput label={t('showcase.extData.ratings.service')} styles={stars} initial={3} />
        </Demo>
        <Demo title={t('showcase.extData.ratings.readOnly')} note={t('showcase.extData.ratings.readOnlyNote')}>
          <div className="d-grid gap-2">
            {readOnly(4.5, stars)}
            {readOnly(3.5, hearts)}
            {readOnly(2.5, { ...stars, activeBoxColor: 'var(--bs-warning)', inactiveBoxColor: 'var(--bs-secondary-bg)', activeFillColor: 'var(--bs-white)', inactiveFillColor: 'var(--bs-white)' }, 'box')}
          </div>
        </Demo>
        <Demo title={t('showcase.extData.ratings.shapes')} note={t('showcase.extData.ratings.shapesNote')}>
          <div className="d-grid gap-3">
            <RatingInput label={t('showcase.extData.ratings.hearts')} styles={hearts} initial={4} />
            <RatingInput label={t('showcase.extData.ratings.outlined')} styles={outlined} initial={2} />
            <RatingInput label={t('showcase.extData.ratings.mood')} styles={mood} initial={3} />
            <RatingInput label={t('showcase.extData.ratings.circles')} styles={circle} initial={7} items={10} maxWidth={260} />
          </div>
        </Demo>
        <Demo title={t('showcase.extData.ratings.sizes')} note={t('showcase.extData.ratings.sizesNote')}>
          <div className="d-grid gap-3">
            {([['small', 100], ['medium', 160], ['large', 240]] as const).map(([size, width]) => (
              <RatingInput key={size} label={t(`showcase.extData.ratings.size.${size}`)} styles={stars} initial={4} maxWidth={width} />
            ))}
          </div>
        </Demo>
        <Demo title={t('showcase.extData.ratings.keyboard')} note={t('showcase.extData.ratings.keyboardNote')}>
          <RatingInput label={t('showcase.extData.ratings.delivery')} styles={stars} />
          <div className="mt-3">
            <p className="mb-1 fw-semibold" id="tb-rating-disabled">
              {t('showcase.extData.ratings.disabled')}
            </p>
            <Rating value={2} isDisabled itemStyles={stars} visibleLabelId="tb-rating-disabled" invisibleItemLabels={itemLabels} resetLabel={t('showcase.extData.ratings.noRating')} style={{ maxWidth: 160 }} />
          </div>
        </Demo>
        <Demo title={t('showcase.extData.ratings.rtl')} note={t('showcase.extData.ratings.rtlNote')}>
          <RatingInput label={t('showcase.extData.ratings.rtlLabel')} styles={stars} initial={2} dir="rtl" />
        </Demo>
      </div>
    </>
  );
}
