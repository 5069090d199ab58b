import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  sizes?: number[];
}

/** "Showing 1 to 10 of 36", a page-size choice and page buttons (the current one, its neighbours, first and last). */
export function Pager({ page, perPage, total, onPage, onPerPage, sizes = [10, 25, 50] }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 p-3">
      <div className="d-flex align-items-center gap-2 text-body-secondary small">
        <label htmlFor="pager-size" className="text-nowrap">
          {t('common.perPage')}
        </label>
        <select id="pager-size" className="form-select form-select-sm w-auto" value={perPage} onChange={(e) => onPerPage(Number(e.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <span aria-live="polite">{t('common.showing', { from, to, total })}</span>
      </div>
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
