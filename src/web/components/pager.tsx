import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  /** The buttons' size; small unless said. */
  size?: 'sm' | 'md' | 'lg';
  /** Where the buttons sit when the summary is hidden; with the summary, they sit at the end. */
  align?: 'start' | 'center' | 'end';
  /** Adds buttons to jump to the first and the last page. */
  edges?: boolean;
  /** Shows "Showing 1 to 10 of 36" beside the buttons (the default). */
  summary?: boolean;
}

const SIZE_CLASS = { sm: 'pagination-sm', md: '', lg: 'pagination-lg' } as const;
const ICON_SIZE = { sm: 16, md: 18, lg: 20 } as const;

/** "Showing 1 to 10 of 36" and page buttons (the current one, its neighbours, first and last); the page size is chosen in the list's toolbar. */
export function Pager({ page, perPage, total, onPage, size = 'sm', align = 'end', edges = false, summary = true }: PagerProps) {
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
  const icon = ICON_SIZE[size];
  const jump = (target: number, disabled: boolean, label: string, Icon: typeof ChevronLeft) => (
    <li className={`page-item ${disabled ? 'disabled' : ''}`}>
      <button type="button" className="page-link" aria-label={label} disabled={disabled} onClick={() => onPage(target)}>
        <Icon size={icon} className="tb-flip-rtl" aria-hidden="true" />
      </button>
    </li>
  );
  const justify = summary ? 'justify-content-between' : `justify-content-${align}`;
  return (
    <div className={`d-flex flex-wrap align-items-center ${justify} gap-3 p-3`}>
      {summary && (
        <span className="text-body-secondary small" aria-live="polite">
          {t('common.showing', { from, to, total })}
        </span>
      )}
      <nav aria-label={t('common.pagination')}>
        <ul className={`pagination ${SIZE_CLASS[size]} flex-wrap mb-0`}>
          {edges && jump(1, page <= 1, t('common.firstPage'), ChevronsLeft)}
          {jump(page - 1, page <= 1, t('common.previousPage'), ChevronLeft)}
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
          {jump(page + 1, page >= pages, t('common.nextPage'), ChevronRight)}
          {edges && jump(pages, page >= pages, t('common.lastPage'), ChevronsRight)}
        </ul>
      </nav>
    </div>
  );
}
