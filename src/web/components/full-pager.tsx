import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageButtons, PageSummary, pageCount } from './pager';

interface FullPagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  /** The buttons' size: small (as the lists' `Pager`), Bootstrap's default, or large. */
  size?: 'sm' | 'md' | 'lg';
  /** First and last page buttons at the ends. */
  edges?: boolean;
  /** A "go to page" field after the buttons. */
  jump?: boolean;
  /** A page size choice beside the summary, for lists without a toolbar. */
  perPageChoice?: { sizes: readonly number[]; onChange: (perPage: number) => void };
}

/**
 * The `Pager` with a jump to a typed page (kept within the pages there are) and a page size choice, for lists
 * without a toolbar. Kept apart from `Pager` so the lists that need neither do not carry them.
 */
export function FullPager({ page, perPage, total, onPage, size = 'sm', edges = false, jump = false, perPageChoice }: FullPagerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [wanted, setWanted] = useState('');
  const pages = pageCount(total, perPage);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 p-3">
      <span className="d-flex flex-wrap align-items-center gap-2">
        <PageSummary page={page} perPage={perPage} total={total} />
        {perPageChoice && (
          <select className="form-select form-select-sm w-auto" aria-label={t('common.perPage')} value={perPage} onChange={(e) => perPageChoice.onChange(Number(e.target.value))}>
            {perPageChoice.sizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </span>
      <span className="d-flex flex-wrap align-items-center gap-2">
        <PageButtons page={page} pages={pages} onPage={onPage} size={size} edges={edges} />
        {jump && (
          <form
            className="d-flex align-items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const target = Math.trunc(Number(wanted));
              if (target >= 1) onPage(Math.min(target, pages));
              setWanted('');
            }}
          >
            <label htmlFor={id} className="small text-body-secondary text-nowrap">
              {t('common.goToPage')}
            </label>
            <input id={id} type="number" min={1} max={pages} className="form-control form-control-sm" style={{ inlineSize: '5rem' }} value={wanted} placeholder={String(page)} onChange={(e) => setWanted(e.target.value)} />
            <button type="submit" className="btn btn-sm btn-outline-primary">
              {t('common.go')}
            </button>
          </form>
        )}
      </span>
    </div>
  );
}
