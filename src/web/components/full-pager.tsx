import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';

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
 * The `Pager` with its options: sizes, first and last page buttons, a jump to a typed page (kept within the pages
 * there are) and a page size choice. Kept apart from `Pager` so the lists that need none of them do not carry them.
 */
export function FullPager({ page, perPage, total, onPage, size = 'sm', edges = false, jump = false, perPageChoice }: FullPagerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [wanted, setWanted] = useState('');
  const pages = Math.max(1, Math.ceil(total / perPage));
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const step = (target: number, label: string, Icon: LucideIcon, off: boolean) => (
    <li className={`page-item ${off ? 'disabled' : ''}`}>
      <button type="button" className="page-link" aria-label={label} disabled={off} onClick={() => onPage(target)}>
        <Icon size={16} className="tb-flip-rtl" aria-hidden="true" />
      </button>
    </li>
  );
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 p-3">
      <span className="d-flex flex-wrap align-items-center gap-2">
        <span className="text-body-secondary small" aria-live="polite">
          {t('common.showing', { from, to, total })}
        </span>
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
        <nav aria-label={t('common.pagination')}>
          <ul className={`pagination${size === 'md' ? '' : ` pagination-${size}`} flex-wrap mb-0`}>
            {edges && step(1, t('common.firstPage'), ChevronsLeft, page <= 1)}
            {step(page - 1, t('common.previousPage'), ChevronLeft, page <= 1)}
            {shown.map((p, i) => (
              <Fragment key={p}>
                {i > 0 && shown[i - 1] !== p - 1 && (
                  <li className="page-item disabled" aria-hidden="true">
                    <span className="page-link">…</span>
                  </li>
                )}
                <li className={`page-item ${p === page ? 'active' : ''}`}>
                  <button type="button" className="page-link" aria-current={p === page ? 'page' : undefined} onClick={() => onPage(p)}>
                    {p}
                  </button>
                </li>
              </Fragment>
            ))}
            {step(page + 1, t('common.nextPage'), ChevronRight, page >= pages)}
            {edges && step(pages, t('common.lastPage'), ChevronsRight, page >= pages)}
          </ul>
        </nav>
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
