import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * "Showing 1 to 10 of 36" and page buttons (the current one, its neighbours, first and last); the page size is chosen
 * in the list's toolbar. `FullPager` (full-pager.tsx) is the same with sizes, first/last, a jump and a page size.
 */
export function Pager({ page, perPage, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 p-3">
      <span className="text-body-secondary small" aria-live="polite">
        {t('common.showing', { from, to, total })}
      </span>
      <nav aria-label={t('common.pagination')}>
        <ul className="pagination pagination-sm mb-0">
          <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
            <button type="button" className="page-link" aria-label={t('common.previousPage')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
              <ChevronLeft size={16} className="tb-flip-rtl" aria-hidden="true" />
            </button>
          </li>
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
          <li className={`page-item ${page >= pages ? 'disabled' : ''}`}>
            <button type="button" className="page-link" aria-label={t('common.nextPage')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
              <ChevronRight size={16} className="tb-flip-rtl" aria-hidden="true" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
