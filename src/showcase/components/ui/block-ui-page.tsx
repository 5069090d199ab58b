import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import { BlockOverlay } from './block-overlay';
import { useLazyAutoCompleteTitlesQuery } from './components-api';
import { DemoCard, ShowcasePage } from './showcase-page';

// A block that flashes by is harder to read than none: it stays at least this long.
const MIN_BLOCK_MS = 700;
const TOP = 5;

/** Runs `action`, resolving no sooner than the shortest time a block stays up. */
async function held<T>(action: Promise<T>): Promise<T> {
  const [result] = await Promise.all([action, new Promise((resolve) => setTimeout(resolve, MIN_BLOCK_MS))]);
  return result;
}

/** /components/blockui: a card blocked while it reloads its list, and the whole page blocked while every title is checked. */
export default function BlockUiPage() {
  const { t } = useTranslation();
  const [load] = useLazyAutoCompleteTitlesQuery();
  const [cardBlocked, setCardBlocked] = useState(false);
  const [pageBlocked, setPageBlocked] = useState(false);
  const [top, setTop] = useState<{ id: number; title: string; rank: number }[] | null>(null);
  const [checked, setChecked] = useState<number | null>(null);
  const releaseRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const run = useRef(0);

  const reloadCard = async () => {
    setCardBlocked(true);
    try {
      const { autoComplete } = await held(load({ limit: TOP }).unwrap());
      setTop(autoComplete);
    } catch (error) {
      notify.error(errorOf(error).message);
    } finally {
      setCardBlocked(false);
    }
  };
  const release = () => {
    run.current += 1;
    setPageBlocked(false);
    openerRef.current?.focus();
  };
  const checkAll = async () => {
    const mine = ++run.current;
    setPageBlocked(true);
    try {
      const { autoComplete } = await held(load({ limit: 100 }).unwrap());
      if (run.current !== mine) return;
      setChecked(autoComplete.length);
      notify.success(t('showcase.components.blockUi.checkedToast', { n: autoComplete.length }));
    } catch (error) {
      if (run.current === mine) notify.error(errorOf(error).message);
    } finally {
      if (run.current === mine) release();
    }
  };

  useEffect(() => {
    if (pageBlocked) releaseRef.current?.focus();
  }, [pageBlocked]);

  return (
    <ShowcasePage name="blockUi">
      <div className="col-12 col-xl-6">
        <section className="card h-100">
          <BlockOverlay blocked={cardBlocked} label={t('showcase.components.blockUi.loading')}>
            <div className="card-header d-flex align-items-center justify-content-between gap-2">
              <h2 className="h5 mb-0">{t('showcase.components.blockUi.card')}</h2>
              <button type="button" className="btn btn-sm btn-primary" onClick={() => void reloadCard()}>
                {t('showcase.components.blockUi.reload')}
              </button>
            </div>
            <div className="card-body" style={{ minHeight: '10rem' }}>
              {top ? (
                <ol className="mb-0" aria-label={t('showcase.components.blockUi.topTitles')}>
                  {top.map((item) => (
                    <li key={item.id}>
                      <bdi>{item.title}</bdi>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-body-secondary mb-0">{t('showcase.components.blockUi.cardEmpty')}</p>
              )}
            </div>
          </BlockOverlay>
        </section>
      </div>
      <DemoCard title={t('showcase.components.blockUi.page')}>
        <p>{t('showcase.components.blockUi.pageIntro')}</p>
        <button ref={openerRef} type="button" className="btn btn-primary" onClick={() => void checkAll()}>
          {t('showcase.components.blockUi.checkAll')}
        </button>
        <p className="mt-3 mb-0" role="status">
          {checked !== null && t('showcase.components.blockUi.checked', { n: checked })}
        </p>
      </DemoCard>
      {pageBlocked && (
        <div
          className="tb-block-page"
          role="alertdialog"
          aria-modal="true"
          aria-busy="true"
          aria-labelledby="block-page-label"
          onKeyDown={(event) => {
            // The page under the veil cannot be reached: focus stays on the one control there is.
            if (event.key === 'Tab') event.preventDefault();
            if (event.key === 'Escape') release();
          }}
        >
          <span className="spinner-border text-primary" style={{ width: '3rem', height: '3rem' }} aria-hidden="true" />
          <p id="block-page-label" className="h5 mb-0">
            {t('showcase.components.blockUi.pageBlocked')}
          </p>
          <button ref={releaseRef} type="button" className="btn btn-outline-secondary" onClick={release}>
            {t('showcase.components.blockUi.release')}
          </button>
        </div>
      )}
    </ShowcasePage>
  );
}
